import { App, Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { HostedComponentProps } from '../../engine/panels/component/types.ts';

export const COPY_SUCCESS = { title: 'Sucesso!', description: 'Texto copiado para a área de transferência' };
export const COPY_FAILURE = {
  title: 'Erro!',
  description: 'Não foi possível copiar. Verifique as permissões do navegador e tente novamente.',
};

/**
 * Copies a link (default: the page's own address) to the clipboard — the tracking detail page's
 * "copy the tracking link" button (02.79.1497, spec 3 §6): 'Sucesso!' / 'Texto copiado para a área de
 * transferência' for 5 s, or 'Erro!' with the permissions hint. Props: `text` (a template, e.g.
 * '{route.hash}' inside a URL) and `label` (default 'Copiar link').
 */
export default function CopyLink({ props }: HostedComponentProps) {
  const { notification } = App.useApp();
  const text = typeof props.text === 'string' && props.text !== '' ? props.text : window.location.href;
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      notification.success({ ...COPY_SUCCESS, duration: 5, placement: 'topRight' });
    } catch {
      notification.error({ ...COPY_FAILURE, duration: 5, placement: 'topRight' });
    }
  };
  return (
    <Button icon={<CopyOutlined />} onClick={() => void copy()} data-copy-text={text}>
      {typeof props.label === 'string' ? props.label : 'Copiar link'}
    </Button>
  );
}
