import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Input, Modal, Spin, Tag, Typography } from 'antd';
import { apiPut } from '../../api/client.ts';
import type { HostedComponentProps } from '../../engine/panels/component/types.ts';
import { formatValue } from '../../engine/format/formatValue.ts';
import { errorText } from '../../engine/messages/errorText.ts';
import { footer, itemTotals, itemValues, keepPriceCharacters, saveBody, toTyped, type Orcamento, type TypedField, type TypedItem } from './model.ts';
import './orcamento-compra.css';

/** spec 2 §8 texts of the quotation page. */
export const ORCAMENTO_TEXTS = {
  successTitle: 'Sucesso',
  successText: 'Itens salvos com sucesso.',
  failureTitle: 'Error',
  failureText: 'Erro ao Salvar.',
} as const;

/** How long the page waits after the last keystroke before saving on its own. */
const AUTOSAVE_MS = 800;

const HEADERS: Record<TypedField, string> = {
  vlr_unit: 'Valor Unitário',
  vlr_frete: 'Frete',
  vlr_st: 'ICMS ST',
  perc_ipi: '% IPI',
  vlr_desconto: 'Desconto',
};

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'invalid' } | { kind: 'failed' };

/**
 * Digitação de preços de orçamento de compra (01.75.1365): the supplier's form behind the quotation link. Placed by
 * screens/estoque/1365-digitacao-precos-orcamento-compra.ts (`props.savePath`: the PUT of the same token).
 *
 * Never loses a typed price: the inputs are the supplier's text and are never replaced by an answer; an item stays
 * "pending" until a save that carried its latest text succeeds, and every later change or blur retries. Saves run
 * one at a time (a second waits for the first), automatically 800 ms after the last change of items or payment
 * condition, and at once when a discount loses focus. Failure: dialog 'Error' / 'Erro ao Salvar.' and a banner with
 * the server's text. Finalizar saves everything and closes the quotation: 'Sucesso' / 'Itens salvos com sucesso.',
 * then every field and Finalizar are disabled (situacao no longer 'Aberto').
 */
export default function OrcamentoCompraForm({ props, data, loading }: HostedComponentProps) {
  const orcamento = data as Orcamento | undefined;
  const savePath = typeof props.savePath === 'string' ? props.savePath : '';
  const [typed, setTyped] = useState<Record<number, TypedItem> | null>(null);
  const [cond, setCond] = useState('');
  const [situacao, setSituacao] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [banner, setBanner] = useState<string | null>(null);

  // refs the save queue reads (always the latest text), versions per item to know what a save carried
  const typedRef = useRef<Record<number, TypedItem>>({});
  const condRef = useRef('');
  const versions = useRef<Map<number | 'cond', number>>(new Map());
  const pending = useRef<Set<number | 'cond'>>(new Set());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const failedOnce = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // first answer only: later answers (a reload after Finalizar) never overwrite what is typed
  useEffect(() => {
    if (!orcamento || typed) return;
    const initial = Object.fromEntries(orcamento.itens.map((i) => [i.nro_item, toTyped(i)]));
    typedRef.current = initial;
    condRef.current = orcamento.cond_pagto ?? '';
    setTyped(initial);
    setCond(orcamento.cond_pagto ?? '');
    setSituacao(orcamento.situacao);
  }, [orcamento, typed]);

  // leaving with unsaved prices asks first
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (pending.current.size > 0) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const bump = (key: number | 'cond') => {
    versions.current.set(key, (versions.current.get(key) ?? 0) + 1);
    pending.current.add(key);
  };

  /** Saves the pending items (or all, when finishing); resolves true when the server answered 200. */
  const save = useCallback(
    (only?: number[], finalizar = false): Promise<boolean> => {
      const run = async (): Promise<boolean> => {
        const nros = finalizar
          ? Object.keys(typedRef.current).map(Number)
          : (only ?? [...pending.current].filter((k): k is number => k !== 'cond')).filter((n) => finalizar || pending.current.has(n));
        if (!finalizar && nros.length === 0 && !pending.current.has('cond')) return true;
        const body = saveBody(nros, typedRef.current, condRef.current, finalizar);
        if (!body) {
          setState({ kind: 'invalid' });
          return false;
        }
        const sent = new Map([...nros, 'cond' as const].map((k) => [k, versions.current.get(k) ?? 0]));
        setState({ kind: 'saving' });
        try {
          const answer = await apiPut<{ response: Orcamento }>(savePath, body);
          for (const [key, version] of sent) if ((versions.current.get(key) ?? 0) === version) pending.current.delete(key);
          failedOnce.current = false;
          setBanner(null);
          setSituacao(answer.response.situacao);
          setState({ kind: 'saved', at: new Date().toLocaleTimeString('pt-BR') });
          return true;
        } catch (error) {
          setBanner(errorText(error));
          setState({ kind: 'failed' });
          if (!failedOnce.current || finalizar) Modal.error({ title: ORCAMENTO_TEXTS.failureTitle, content: ORCAMENTO_TEXTS.failureText });
          failedOnce.current = true;
          return false;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [savePath],
  );

  const scheduleSave = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  if (loading && !orcamento) return <Spin aria-label="Carregando orçamento" />;
  if (!orcamento || !typed) return null;

  const editable = situacao === 'Aberto';
  const change = (nro: number, field: TypedField, text: string) => {
    const next = { ...typedRef.current, [nro]: { ...typedRef.current[nro], [field]: keepPriceCharacters(text) } };
    typedRef.current = next;
    setTyped(next);
    bump(nro);
    scheduleSave();
  };
  const changeCond = (text: string) => {
    condRef.current = text;
    setCond(text);
    bump('cond');
    scheduleSave();
  };
  const discountBlur = (nro: number) => {
    if (!pending.current.has(nro)) return;
    if (timer.current) clearTimeout(timer.current);
    void save([nro]);
  };
  const finalizar = async () => {
    if (timer.current) clearTimeout(timer.current);
    if (await save(undefined, true)) Modal.success({ title: ORCAMENTO_TEXTS.successTitle, content: ORCAMENTO_TEXTS.successText });
  };

  const totals = footer(orcamento.itens, typed);
  const money = (v: number) => formatValue(v, 'currency');

  return (
    <div className="orcamento-compra">
      {banner && <Alert type="error" showIcon message={banner} closable onClose={() => setBanner(null)} className="orcamento-compra__banner" />}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'empresa', label: 'Empresa', children: orcamento.razao_social },
          { key: 'emissao', label: 'Data Emissão', children: formatValue(orcamento.data_emissao, 'date') },
          { key: 'numero', label: 'Orçamento', children: orcamento.numero },
          { key: 'situacao', label: 'Situação', children: <Tag color={editable ? 'blue' : 'green'} data-situacao={situacao}>{situacao}</Tag> },
          { key: 'fornecedor', label: 'Fornecedor', children: `${orcamento.codigo_fornecedor} - ${orcamento.nome_fornecedor}` },
          { key: 'finalidade', label: 'Finalidade', children: orcamento.finalidade },
        ]}
      />
      <div className="orcamento-compra__scroll" role="region" aria-label="Itens do orçamento" tabIndex={0}>
        <table className="orcamento-compra__table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Produto</th>
              <th scope="col">UN.</th>
              <th scope="col" className="num">Qtd.</th>
              <th scope="col">{HEADERS.vlr_unit}</th>
              <th scope="col">{HEADERS.vlr_frete}</th>
              <th scope="col" className="num">Valor Produtos</th>
              <th scope="col">{HEADERS.vlr_st}</th>
              <th scope="col">{HEADERS.perc_ipi}</th>
              <th scope="col" className="num">Valor IPI</th>
              <th scope="col">{HEADERS.vlr_desconto}</th>
              <th scope="col" className="num">Total</th>
            </tr>
          </thead>
          <tbody>
            {orcamento.itens.map((item) => {
              const t = itemTotals(item, typed[item.nro_item]);
              const valid = itemValues(typed[item.nro_item]);
              const input = (field: TypedField) => (
                <Input
                  size="small"
                  inputMode="decimal"
                  aria-label={`${HEADERS[field]} do item ${item.nro_item}`}
                  data-field={field}
                  value={typed[item.nro_item][field]}
                  status={valid[field] === null ? 'error' : undefined}
                  title={valid[field] === null ? 'Valor inválido: use números com ponto decimal, ex.: 12.50' : undefined}
                  disabled={!editable}
                  onChange={(e) => change(item.nro_item, field, e.target.value)}
                  onBlur={field === 'vlr_desconto' ? () => discountBlur(item.nro_item) : undefined}
                />
              );
              return (
                <tr key={item.nro_item} data-item={item.nro_item}>
                  <td>{item.nro_item}</td>
                  <td className="produto">{item.produto} - {item.desc_produto}</td>
                  <td>{item.unid_med}</td>
                  <td className="num">{formatValue(item.qtdade, 'quantity')}</td>
                  <td>{input('vlr_unit')}</td>
                  <td>{input('vlr_frete')}</td>
                  <td className="num" data-total="vlr_produtos">{money(t.vlr_produtos)}</td>
                  <td>{input('vlr_st')}</td>
                  <td>{input('perc_ipi')}</td>
                  <td className="num" data-total="vlr_total_do_ipi">{money(t.vlr_total_do_ipi)}</td>
                  <td>{input('vlr_desconto')}</td>
                  <td className="num" data-total="vlr_total">{money(t.vlr_total)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr data-footer="totais">
              <th scope="row" colSpan={5}>Totais</th>
              <td className="num" data-total="vlr_frete">{money(totals.vlr_frete)}</td>
              <td className="num" data-total="vlr_produtos">{money(totals.vlr_produtos)}</td>
              <td className="num" data-total="vlr_st">{money(totals.vlr_st)}</td>
              <td />
              <td className="num" data-total="vlr_total_do_ipi">{money(totals.vlr_total_do_ipi)}</td>
              <td className="num" data-total="vlr_desconto">{money(totals.vlr_desconto)}</td>
              <td className="num" data-total="vlr_total">{money(totals.vlr_total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <label className="orcamento-compra__cond">
        <Typography.Text strong>Condição de Pagamento</Typography.Text>
        <Input.TextArea value={cond} disabled={!editable} maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} onChange={(e) => changeCond(e.target.value)} />
      </label>
      <div className="orcamento-compra__actions">
        <span className="orcamento-compra__status" role="status" data-save-state={state.kind}>
          {state.kind === 'saving' && 'Salvando…'}
          {state.kind === 'saved' && `Salvo às ${state.at}`}
          {state.kind === 'invalid' && 'Corrija os valores destacados para salvar.'}
          {state.kind === 'failed' && 'Não salvo: os valores digitados continuam aqui.'}
        </span>
        <Button type="primary" disabled={!editable || state.kind === 'saving'} onClick={() => void finalizar()}>
          Finalizar
        </Button>
      </div>
    </div>
  );
}
