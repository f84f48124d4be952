import { useState } from 'react';
import { Alert, Checkbox, Input, Modal } from 'antd';
import type { FilterField } from '../schema.ts';
import type { FilterValues } from '../values.ts';
import { relativeSummary, toStored } from './relative.ts';
import { VIEW_TEXTS } from './texts.ts';
import type { SavedView, SavedViewsHost } from './types.ts';

/** 'Salvar visão': a name, whether periods stay relative (when some value is 'Este mês', 'Hoje'…) and the default. */
export function SaveViewDialog({ open, host, fields, values, today, onClose, onSaved }: {
  open: boolean;
  host: SavedViewsHost;
  fields: readonly FilterField[];
  values: FilterValues;
  today: string;
  onClose: () => void;
  onSaved: (view: SavedView) => void;
}) {
  const [nome, setNome] = useState('');
  const [keepRelative, setKeepRelative] = useState(true);
  const [padrao, setPadrao] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const relative = relativeSummary(fields, values, today);

  const save = async () => {
    if (!nome.trim()) {
      setError(VIEW_TEXTS.nameRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const view = await host.create(nome.trim(), toStored(fields, values, today, keepRelative), padrao);
      onSaved(view);
    } catch (e) {
      // the server's pt-BR text: a repeated name (409), the 50-view limit (400)
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={VIEW_TEXTS.saveTitle}
      okText={VIEW_TEXTS.saveButton}
      cancelText={VIEW_TEXTS.cancel}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) {
          setNome('');
          setKeepRelative(true);
          setPadrao(false);
          setError(null);
        }
      }}
      width="min(480px, calc(100vw - 24px))"
    >
      <label className="mirante-view-label" htmlFor="mirante-view-nome">
        {VIEW_TEXTS.name}
      </label>
      <Input
        id="mirante-view-nome"
        value={nome}
        maxLength={80}
        showCount
        autoFocus
        placeholder={VIEW_TEXTS.namePlaceholder}
        aria-invalid={error === VIEW_TEXTS.nameRequired || undefined}
        onChange={(e) => setNome(e.target.value)}
        onPressEnter={() => void save()}
      />
      {relative.length > 0 && (
        <Checkbox className="mirante-view-option" checked={keepRelative} onChange={(e) => setKeepRelative(e.target.checked)}>
          {VIEW_TEXTS.keepRelative(relative.map((r) => `${r.label}: ${r.expression}`).join('; '))}
        </Checkbox>
      )}
      <Checkbox className="mirante-view-option" checked={padrao} onChange={(e) => setPadrao(e.target.checked)}>
        {VIEW_TEXTS.makeDefault}
      </Checkbox>
      {error && <Alert className="mirante-view-error" type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
