import { useEffect, useId } from 'react';
import { Button } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';

export interface SaveDialogContent {
  kind: 'success' | 'error';
  title: string;
  text: string;
  detail?: string;
  /** A new number for every save, so a repeated text shows again (and restarts its timer). */
  seq: number;
}

/** How long a save's dialog stays before closing on its own. */
const CLOSE_AFTER_MS = 5000;

/**
 * The dialog after each save of the quotation page (spec 2 §4, §8: 'Sucesso' / 'Itens salvos com sucesso.', 'Error' /
 * 'Erro ao Salvar.'). Non-modal and it never takes focus: saves run on their own while the supplier types, and a
 * modal would steal the next keystrokes. The next save replaces it; it closes after 5 s or on Fechar.
 */
export function SaveDialog({ content, onClose }: { content: SaveDialogContent | null; onClose: () => void }) {
  const titleId = useId();
  useEffect(() => {
    if (!content) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [content, onClose]);
  if (!content) return null;
  const Icon = content.kind === 'success' ? CheckCircleFilled : CloseCircleFilled;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-live={content.kind === 'error' ? 'assertive' : 'polite'}
      className={`orcamento-compra__dialog orcamento-compra__dialog--${content.kind}`}
      data-save-dialog={content.kind}
    >
      <Icon className="orcamento-compra__dialog-icon" aria-hidden />
      <div>
        <strong id={titleId}>{content.title}</strong>
        <p>{content.text}</p>
        {content.detail && <p className="orcamento-compra__dialog-detail">{content.detail}</p>}
      </div>
      <Button size="small" onClick={onClose}>
        Fechar
      </Button>
    </div>
  );
}
