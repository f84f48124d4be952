import { DEFAULT_DATA_PATH } from '../defaults.ts';
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Input, Modal, Radio, Select, Space, Spin } from 'antd';
import { getPath } from '../calls/templates.ts';
import { DigitsInput } from '../filters/widgets/DigitsInput.tsx';
import { ErrorBanner } from '../messages/ErrorBanner.tsx';
import { useScreen } from '../runtime/ScreenContext.ts';
import type { PickerDefinition } from './schema.ts';
import { nothingSelectedMessage, PICKER_EMPTY_TEXT } from './defaults.ts';
import { useOnDemandCall, usePickerRows } from './usePickerRows.ts';

/** Waits this long after the last key in the name box before searching (like the tables' search). */
const SEARCH_DELAY_MS = 500;

function useDebounced<T>(value: T, delay: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return current;
}

/** The extra select's options: fixed ones ('Todos' = TO) then the call's, shown 'id - name'. */
function useExtraOptions(extra: PickerDefinition['extra']) {
  const from = extra?.optionsFrom;
  const answer = useOnDemandCall(from?.call, {}, Boolean(from));
  return useMemo(() => {
    const fixed = extra?.options ?? [];
    const list = from ? getPath(answer.data, from.dataPath ?? DEFAULT_DATA_PATH) : undefined;
    const fetched = Array.isArray(list)
      ? list.map((item) => {
          const value = String(getPath(item, from!.value) ?? '');
          return { value, label: `${value} - ${String(getPath(item, from!.label) ?? '')}` };
        })
      : [];
    return [...fixed, ...fetched];
  }, [extra, from, answer.data]);
}

/**
 * A picker (one kind for every 'Filtrar <entidade>'): code input, name search, optional extra select,
 * a single-choice table (id, Nome) and Selecionar. Selecionar with no row chosen warns
 * 'Operação inválida. Nenhum <entidade> selecionado.'; a choice is written into the filter form.
 */
export function PickerModal({ picker, onClose }: { picker: PickerDefinition; onClose(): void }) {
  const screen = useScreen();
  const { message } = App.useApp();
  const idField = picker.idField ?? 'id';
  const nameField = picker.nameField ?? 'nome';
  const [code, setCode] = useState<number | undefined>();
  const [name, setName] = useState('');
  const [extra, setExtra] = useState<string | undefined>(picker.extra?.default);
  const [chosen, setChosen] = useState<Record<string, unknown> | null>(null);
  const search = { code, name: useDebounced(name, SEARCH_DELAY_MS), extra };
  const { rows, loading, error } = usePickerRows(picker.call, picker.dataPath, search);
  const extraOptions = useExtraOptions(picker.extra);

  const select = () => {
    if (!chosen) {
      void message.warning(nothingSelectedMessage(picker.entity));
      return;
    }
    const written = Object.fromEntries(Object.entries(picker.writes).map(([field, rowField]) => [field, getPath(chosen, rowField)]));
    screen.setDraft((current) => ({ ...current, ...written }));
    onClose();
  };

  const rowKey = (row: Record<string, unknown>) => String(getPath(row, idField));
  return (
    <Modal
      open
      title={[picker.code, picker.title].filter(Boolean).join(' ')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      data-picker={picker.title}
      footer={[
        <Button key="close" onClick={onClose}>
          Fechar
        </Button>,
        <Button key="select" type="primary" onClick={select}>
          Selecionar
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {error ? <ErrorBanner error={error} /> : null}
        <Space wrap>
          {picker.extra && (
            <Select
              aria-label={picker.extra.label}
              value={extra}
              onChange={setExtra}
              options={extraOptions}
              style={{ width: 220 }}
              placeholder={picker.extra.label}
            />
          )}
          <DigitsInput value={code} onChange={setCode} placeholder="Código" ariaLabel="Código" width={110} />
          <Input
            aria-label="Nome"
            placeholder="Pesquisar por nome"
            value={name}
            onChange={(e) => setName(e.target.value)}
            style={{ width: 260 }}
            allowClear
          />
        </Space>
        <Spin spinning={loading} delay={100}>
          {/* A plain single-choice table: the engine's grid is for reports; this list is short and needs no grid. */}
          <div className="mirante-picker-rows">
            <table>
              <thead>
                <tr>
                  <th aria-label="Escolha" />
                  <th>{picker.idHeader ?? 'ID'}</th>
                  <th>{picker.nameHeader ?? 'Nome'}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const key = rowKey(row);
                  const checked = chosen !== null && rowKey(chosen) === key;
                  return (
                    <tr key={key} className={checked ? 'chosen' : undefined} onClick={() => setChosen(row)}>
                      <td>
                        <Radio checked={checked} onChange={() => setChosen(row)} aria-label={String(getPath(row, nameField) ?? key)} />
                      </td>
                      <td>{String(getPath(row, idField) ?? '')}</td>
                      <td>{String(getPath(row, nameField) ?? '')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {!loading && rows.length === 0 && <p className="mirante-picker-empty">{PICKER_EMPTY_TEXT}</p>}
          </div>
        </Spin>
      </Space>
    </Modal>
  );
}
