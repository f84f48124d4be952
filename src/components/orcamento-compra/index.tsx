import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Descriptions, Input, Spin, Tag, Typography } from 'antd';
import { apiPut } from '../../api/client.ts';
import type { HostedComponentProps } from '../../engine/panels/component/types.ts';
import { formatValue } from '../../engine/format/formatValue.ts';
import { errorText } from '../../engine/messages/errorText.ts';
import { cents } from '../../../common/orcamentoCompra.ts';
import type { OrcamentoGravado } from '../../../common/orcamentoCompraRespostas.ts';
import {
  footer, itemsWithoutPrice, itemTotals, itemValues, keepPriceCharacters, parseTyped, problems, saveBody, toTyped, typedText,
  type Orcamento, type TypedField, type TypedItem,
} from './model.ts';
import { SaveDialog, type SaveDialogContent } from './SaveDialog.tsx';
import { FINALIZAR_TEXTS, ORCAMENTO_TEXTS, readOnlyText, savedDetail } from './texts.ts';
import './orcamento-compra.css';

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
/** A save's outcome: the server's message when it answered 200, null when nothing was saved. */
type SaveResult = { message: string } | null;

/**
 * Digitação de preços de orçamento de compra (01.75.1365): the supplier's form behind the quotation link. Placed by
 * screens/estoque/1365-digitacao-precos-orcamento-compra.ts (`props.savePath`: the PUT of the same token).
 *
 * Never loses a typed price: the inputs are the supplier's text and are never replaced by an answer (only tidied to
 * pt-BR on blur when the number is the same); an item stays "pending" until a save that carried its latest text
 * succeeds, and every later change or blur retries. Saves run one at a time, automatically 800 ms after the last
 * change of items or payment condition, and at once when a discount loses focus; an item with a field that is not a
 * number waits (named under the table) while the others are saved. Every save shows its dialog (SaveDialog:
 * 'Sucesso' or 'Error' / 'Erro ao Salvar.' + the banner with the server's text). Finalizar refuses items without a
 * unit price, asks with the total, saves everything and closes the quotation (the page becomes read-only and says so).
 */
export default function OrcamentoCompraForm({ props, data, loading }: HostedComponentProps) {
  const orcamento = data as Orcamento | undefined;
  const { modal } = App.useApp();
  const savePath = typeof props.savePath === 'string' ? props.savePath : '';
  const [typed, setTyped] = useState<Record<number, TypedItem> | null>(null);
  const [cond, setCond] = useState('');
  const [situacao, setSituacao] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [banner, setBanner] = useState<string | null>(null);
  const [dialog, setDialog] = useState<SaveDialogContent | null>(null);

  // refs the save queue reads (always the latest text), versions per item to know what a save carried
  const typedRef = useRef<Record<number, TypedItem>>({});
  const condRef = useRef('');
  const versions = useRef<Map<number | 'cond', number>>(new Map());
  const pending = useRef<Set<number | 'cond'>>(new Set());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const dialogSeq = useRef(0);
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
  const showDialog = (content: Omit<SaveDialogContent, 'seq'>) => setDialog({ ...content, seq: ++dialogSeq.current });
  const closeDialog = useCallback(() => setDialog(null), []);

  /** Saves the pending items (or all, when finishing); an item whose text is not a number waits, the rest go. */
  const save = useCallback(
    (only?: number[], finalizar = false): Promise<SaveResult> => {
      const run = async (): Promise<SaveResult> => {
        const nros = finalizar
          ? Object.keys(typedRef.current).map(Number)
          : (only ?? [...pending.current].filter((k): k is number => k !== 'cond')).filter((n) => pending.current.has(n));
        const condPending = pending.current.has('cond');
        if (!finalizar && nros.length === 0 && !condPending) return { message: '' };
        const { body } = saveBody(nros, typedRef.current, condRef.current, finalizar);
        if (!body || (body.itens.length === 0 && !condPending && !finalizar)) {
          setState({ kind: 'invalid' });
          return null;
        }
        const carried = [...body.itens.map((i) => i.nro_item), 'cond' as const];
        const sent = new Map(carried.map((k) => [k, versions.current.get(k) ?? 0]));
        setState({ kind: 'saving' });
        try {
          const answer = await apiPut<OrcamentoGravado>(savePath, body);
          for (const [key, version] of sent) if ((versions.current.get(key) ?? 0) === version) pending.current.delete(key);
          const at = new Date().toLocaleTimeString('pt-BR');
          setBanner(null);
          setSituacao(answer.response.situacao);
          setState({ kind: 'saved', at });
          if (!finalizar) {
            showDialog({
              kind: 'success',
              title: ORCAMENTO_TEXTS.successTitle,
              text: ORCAMENTO_TEXTS.successText,
              detail: savedDetail(body.itens.map((i) => i.nro_item), condPending, at),
            });
          }
          return { message: answer.message ?? '' };
        } catch (error) {
          setBanner(errorText(error));
          setState({ kind: 'failed' });
          // every failed save says so (spec 2 §8), not only the first of a run
          if (finalizar) modal.error({ title: ORCAMENTO_TEXTS.failureTitle, content: ORCAMENTO_TEXTS.failureText });
          else showDialog({ kind: 'error', title: ORCAMENTO_TEXTS.failureTitle, text: ORCAMENTO_TEXTS.failureText });
          return null;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [modal, savePath],
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
  const nros = orcamento.itens.map((i) => i.nro_item);
  const totals = footer(orcamento.itens, typed);
  const money = (v: number) => formatValue(v, 'currency');
  const wrong = problems(nros, typed);

  const setText = (nro: number, field: TypedField, text: string) => {
    const next = { ...typedRef.current, [nro]: { ...typedRef.current[nro], [field]: text } };
    typedRef.current = next;
    setTyped(next);
  };
  const change = (nro: number, field: TypedField, text: string) => {
    setText(nro, field, keepPriceCharacters(text));
    bump(nro);
    scheduleSave();
  };
  // '12.5' or '1234,5' reads back as '12,50' / '1.234,50' once the field is left: same number, so nothing to save
  const tidy = (nro: number, field: TypedField) => {
    const text = typedRef.current[nro][field];
    const value = parseTyped(text);
    if (value && itemValues(typedRef.current[nro])[field] !== null && typedText(cents(value)) !== text) setText(nro, field, typedText(cents(value)));
  };
  const changeCond = (text: string) => {
    condRef.current = text;
    setCond(text);
    bump('cond');
    scheduleSave();
  };
  const blur = (nro: number, field: TypedField) => {
    tidy(nro, field);
    if (field !== 'vlr_desconto' || !pending.current.has(nro)) return;
    if (timer.current) clearTimeout(timer.current);
    void save([nro]);
  };
  // the pending automatic save is left alone until the supplier confirms: a refusal or Cancelar must not drop it
  const finalizar = () => {
    const refuse = (content: string) => modal.warning({ title: FINALIZAR_TEXTS.refusedTitle, content });
    if (wrong.length) return refuse(FINALIZAR_TEXTS.invalid(wrong.map((w) => `${HEADERS[w.field]} do item ${w.nro}`)));
    const missing = itemsWithoutPrice(orcamento.itens, typedRef.current);
    if (missing.length) return refuse(FINALIZAR_TEXTS.withoutPrice(missing.map((i) => `item ${i.nro_item} (${i.desc_produto})`)));
    const total = money(footer(orcamento.itens, typedRef.current).vlr_total);
    modal.confirm({
      title: FINALIZAR_TEXTS.confirmTitle,
      content: FINALIZAR_TEXTS.confirmText(total),
      okText: FINALIZAR_TEXTS.confirmOk,
      cancelText: FINALIZAR_TEXTS.confirmCancel,
      onOk: async () => {
        if (timer.current) clearTimeout(timer.current);
        if (!(await save(undefined, true))) return;
        modal.success({
          title: ORCAMENTO_TEXTS.successTitle,
          content: (
            <>
              <p>{ORCAMENTO_TEXTS.successText}</p>
              <p>{FINALIZAR_TEXTS.done(total)}</p>
            </>
          ),
        });
      },
    });
  };

  return (
    <div className="orcamento-compra">
      {banner && <Alert type="error" showIcon message={banner} closable onClose={() => setBanner(null)} className="orcamento-compra__banner" />}
      {!editable && situacao && <Alert type="info" showIcon message={readOnlyText(situacao)} data-read-only />}
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
              const input = (field: TypedField) => {
                const problem = wrong.find((w) => w.nro === item.nro_item && w.field === field)?.problem;
                return (
                  <td data-label={HEADERS[field]}>
                    <Input
                      size="small"
                      inputMode="decimal"
                      aria-label={`${HEADERS[field]} do item ${item.nro_item}`}
                      aria-invalid={problem ? true : undefined}
                      data-field={field}
                      value={typed[item.nro_item][field]}
                      status={problem ? 'error' : undefined}
                      title={problem}
                      disabled={!editable}
                      onChange={(e) => change(item.nro_item, field, e.target.value)}
                      onBlur={() => blur(item.nro_item, field)}
                    />
                  </td>
                );
              };
              return (
                <tr key={item.nro_item} data-item={item.nro_item}>
                  <td data-label="Item">{item.nro_item}</td>
                  <td className="produto" data-label="Produto">{item.produto} - {item.desc_produto}</td>
                  <td data-label="UN.">{item.unid_med}</td>
                  <td className="num" data-label="Qtd.">{formatValue(item.qtdade, 'quantity')}</td>
                  {input('vlr_unit')}
                  {input('vlr_frete')}
                  <td className="num" data-total="vlr_produtos" data-label="Valor Produtos">{money(t.vlr_produtos)}</td>
                  {input('vlr_st')}
                  {input('perc_ipi')}
                  <td className="num" data-total="vlr_total_do_ipi" data-label="Valor IPI">{money(t.vlr_total_do_ipi)}</td>
                  {input('vlr_desconto')}
                  <td className="num" data-total="vlr_total" data-label="Total">{money(t.vlr_total)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr data-footer="totais">
              <th scope="row" colSpan={5}>Totais</th>
              <td className="num" data-total="vlr_frete" data-label="Frete">{money(totals.vlr_frete)}</td>
              <td className="num" data-total="vlr_produtos" data-label="Valor Produtos">{money(totals.vlr_produtos)}</td>
              <td className="num" data-total="vlr_st" data-label="ICMS ST">{money(totals.vlr_st)}</td>
              <td className="empty" />
              <td className="num" data-total="vlr_total_do_ipi" data-label="Valor IPI">{money(totals.vlr_total_do_ipi)}</td>
              <td className="num" data-total="vlr_desconto" data-label="Desconto">{money(totals.vlr_desconto)}</td>
              <td className="num" data-total="vlr_total" data-label="Total">{money(totals.vlr_total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {editable && wrong.length > 0 && (
        <ul className="orcamento-compra__problems" data-problems aria-live="polite">
          {wrong.map((w) => (
            <li key={`${w.nro}-${w.field}`}>
              Item {w.nro}, {HEADERS[w.field]}: {w.problem} Este item não é salvo até ser corrigido.
            </li>
          ))}
        </ul>
      )}
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
        <Button type="primary" disabled={!editable || state.kind === 'saving'} onClick={finalizar}>
          Finalizar
        </Button>
      </div>
      <SaveDialog content={dialog} onClose={closeDialog} />
    </div>
  );
}
