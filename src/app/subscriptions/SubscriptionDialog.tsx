import { useEffect, useId, useState } from 'react';
import { Alert, App, Button, Checkbox, Input, Modal, Radio, Spin } from 'antd';
import { ApiError } from '../../api/ApiError.ts';
import { savedViewsHost } from '../workspace/api.ts';
import type { SavedView } from '../../engine/filters/views/types.ts';
import {
  createSubscription, fetchRecipients, fetchSubscriptions, updateSubscription,
  type Assinatura, type Frequencia, type Recipient, type SubscriptionInput,
} from './api.ts';
import { WEEKDAYS } from './describe.ts';
import { SUBSCRIPTION_TEXTS as T } from './texts.ts';
import { fold } from '../foldText.ts';
import './subscriptions.css';

export interface SubscriptionDialogProps {
  open: boolean;
  empresaId: number;
  tela: number;
  /** '01.74.1327 Dashboard Faturamento': the dialog's title names the screen. */
  screenLabel: string;
  /** Editing this subscription; absent: a new one. */
  existing?: Assinatura;
  onClose: () => void;
  onSaved: (saved: Assinatura) => void;
}

interface Loaded {
  views: SavedView[];
  recipients: Recipient[];
  fuso: string;
  envio: { configurado: boolean; mensagem: string | null };
}

const messageOf = (err: unknown) => (err instanceof ApiError && err.messages[0]) || T.loadFailed;

/**
 * 'Assinar por e-mail' (issue 36): which view (or the screen's defaults), when (daily, weekly on days, monthly on a
 * day, at a time of the business zone), who else receives (users of the company, from the server's list) and what
 * (figures in the body, tables as XLSX). The same dialog edits a subscription from 'Minhas assinaturas'.
 */
export function SubscriptionDialog({ open, empresaId, tela, screenLabel, existing, onClose, onSaved }: SubscriptionDialogProps) {
  const { message } = App.useApp();
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [visao, setVisao] = useState<number | null>(existing?.visao?.id ?? null);
  const [frequencia, setFrequencia] = useState<Frequencia>(existing?.agenda.frequencia ?? 'diaria');
  const [horario, setHorario] = useState(existing?.agenda.horario ?? '07:00');
  const [dias, setDias] = useState<number[]>(existing?.agenda.dias_semana ?? [1]);
  const [diaMes, setDiaMes] = useState<number>(existing?.agenda.dia_mes ?? 1);
  const [others, setOthers] = useState<string[]>(existing ? existing.destinatarios.slice(1) : []);
  const [indicadores, setIndicadores] = useState(existing?.conteudo.indicadores ?? true);
  const [tabelas, setTabelas] = useState(existing?.conteudo.tabelas ?? true);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded(null);
    setLoadError(null);
    setSaveError(null);
    Promise.all([savedViewsHost(empresaId, tela).list(), fetchRecipients(empresaId), fetchSubscriptions(empresaId)])
      .then(([views, recipients, list]) => {
        if (!live) return;
        setLoaded({ views, recipients, fuso: list.fuso, envio: list.envio });
        // a new subscription starts from the view the screen opens with, if the user has one
        if (!existing) setVisao(views.find((v) => v.padrao)?.id ?? null);
        // a recipient who has left the company no longer receives (the server skips them): not sent back on saving,
        // where the server would refuse them
        else {
          const known = new Set(recipients.map((r) => r.email.toLowerCase()));
          setOthers((chosen) => chosen.filter((e) => known.has(e.toLowerCase())));
        }
      })
      .catch((err) => live && setLoadError(messageOf(err)));
    return () => {
      live = false;
    };
  }, [open, empresaId, tela, existing]);

  const validation = (): string | null => {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(horario)) return T.needTime;
    if (frequencia === 'semanal' && dias.length === 0) return T.needDay;
    if (!indicadores && !tabelas) return T.needContent;
    return null;
  };

  const submit = async () => {
    const problem = validation();
    if (problem) {
      setSaveError(problem);
      return;
    }
    const input: SubscriptionInput = {
      visao,
      agenda: {
        frequencia,
        horario,
        ...(frequencia === 'semanal' ? { dias_semana: [...dias].sort((a, b) => a - b) } : {}),
        ...(frequencia === 'mensal' ? { dia_mes: diaMes } : {}),
      },
      destinatarios: others,
      conteudo: { indicadores, tabelas },
    };
    setSaving(true);
    setSaveError(null);
    try {
      const saved = existing ? await updateSubscription(empresaId, existing.id, input) : await createSubscription(empresaId, tela, input);
      void message.success(existing ? T.saved : T.created);
      onSaved(saved);
    } catch (err) {
      setSaveError(messageOf(err));
    } finally {
      setSaving(false);
    }
  };

  const me = loaded?.recipients.find((r) => r.voce);
  const title = existing ? T.editTitle(screenLabel) : T.dialogTitle(screenLabel);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {T.cancel}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!loaded} onClick={() => void submit()} data-testid="subscription-save">
          {existing ? T.save : T.create}
        </Button>,
      ]}
    >
      {loadError ? (
        <Alert type="error" showIcon role="alert" title={loadError} />
      ) : !loaded ? (
        <div className="subscription-loading">
          <Spin aria-label="Carregando" />
        </div>
      ) : (
        <form
          className="subscription-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {!loaded.envio.configurado && loaded.envio.mensagem && <Alert type="warning" showIcon role="status" title={loaded.envio.mensagem} />}
          <div className="subscription-field">
            <label htmlFor={`${id}-visao`}>{T.view}</label>
            {/* native selects: keyboard-complete, and a phone's own picker */}
            <select id={`${id}-visao`} className="subscription-select" value={visao ?? ''} onChange={(e) => setVisao(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">{T.screenDefaults}</option>
              {loaded.views.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.nome}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="subscription-field">
            <legend>{T.schedule}</legend>
            <Radio.Group
              value={frequencia}
              onChange={(e) => setFrequencia(e.target.value as Frequencia)}
              options={[
                { value: 'diaria', label: T.daily },
                { value: 'semanal', label: T.weekly },
                { value: 'mensal', label: T.monthly },
              ]}
            />
            {frequencia === 'semanal' && (
              <fieldset className="subscription-subfield">
                <legend>{T.weekdays}</legend>
                <Checkbox.Group
                  value={dias}
                  onChange={(v) => setDias(v as number[])}
                  options={WEEKDAYS.map((d) => ({ value: d.value, label: d.long }))}
                />
              </fieldset>
            )}
            {frequencia === 'mensal' && (
              <div className="subscription-subfield">
                <label htmlFor={`${id}-dia`}>{T.monthDay}</label>
                <select
                  id={`${id}-dia`}
                  className="subscription-select subscription-day"
                  value={diaMes}
                  onChange={(e) => setDiaMes(Number(e.target.value))}
                  aria-describedby={`${id}-dia-hint`}
                >
                  {Array.from({ length: 31 }, (_, i) => (
                    <option key={i + 1} value={i + 1}>
                      {i + 1}
                    </option>
                  ))}
                </select>
                <div id={`${id}-dia-hint`} className="subscription-hint">
                  {T.monthDayHint}
                </div>
              </div>
            )}
            <div className="subscription-subfield">
              <label htmlFor={`${id}-hora`}>{T.time}</label>
              <Input
                id={`${id}-hora`}
                type="time"
                value={horario}
                onChange={(e) => setHorario(e.target.value)}
                className="subscription-time"
                aria-describedby={`${id}-hora-hint`}
                required
              />
              <div id={`${id}-hora-hint`} className="subscription-hint">
                {T.timeZone(loaded.fuso)}
              </div>
            </div>
          </fieldset>
          <fieldset className="subscription-field" aria-describedby={`${id}-dest-hint`}>
            <legend>{T.recipients}</legend>
            <div id={`${id}-dest-hint`} className="subscription-hint">
              {me ? T.recipientsHint(me.email) : T.recipientsHintNoEmail}
            </div>
            <RecipientsList recipients={loaded.recipients.filter((r) => !r.voce)} value={others} onChange={setOthers} />
          </fieldset>
          <fieldset className="subscription-field">
            <legend>{T.content}</legend>
            <Checkbox checked={indicadores} onChange={(e) => setIndicadores(e.target.checked)}>
              {T.figures}
            </Checkbox>
            <Checkbox checked={tabelas} onChange={(e) => setTabelas(e.target.checked)}>
              {T.tables}
            </Checkbox>
          </fieldset>
          {saveError && <Alert type="error" showIcon role="alert" title={saveError} />}
          {/* Enter in a field submits, as in any form */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      )}
    </Modal>
  );
}

/** Above this many colleagues the list gets a search box: a company of dozens of users is a long list to scroll. */
const RECIPIENTS_SEARCH_FROM = 8;

/**
 * The company's users who may receive (the user left out: they always receive); a long list scrolls, and from
 * RECIPIENTS_SEARCH_FROM people on a search by name or e-mail (accents and case ignored) narrows what is shown.
 * Hidden people keep their tick: the options stay in the group, only out of sight (antd's Checkbox.Group drops a
 * ticked value whose option is gone on the next change).
 */
function RecipientsList({ recipients, value, onChange }: { recipients: { nome: string; email: string }[]; value: string[]; onChange(v: string[]): void }) {
  const [query, setQuery] = useState('');
  const searchable = recipients.length > RECIPIENTS_SEARCH_FROM;
  const q = fold(query);
  const shown = (r: { nome: string; email: string }) => !q || fold(`${r.nome} ${r.email}`).includes(q);
  const none = searchable && q !== '' && !recipients.some(shown);
  return (
    <>
      {searchable && (
        <div className="subscription-recipients-search">
          <Input
            type="search"
            allowClear
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={T.recipientsSearch}
            aria-label={T.recipientsSearch}
          />
          <span className="subscription-hint" aria-live="polite">{T.recipientsChosen(value.length)}</span>
        </div>
      )}
      {none && <div className="subscription-hint">{T.recipientsNoMatch}</div>}
      <Checkbox.Group
        className="subscription-recipients"
        value={value}
        onChange={(v) => onChange(v as string[])}
        options={recipients.map((r) => ({ value: r.email, label: `${r.nome} (${r.email})`, className: shown(r) ? undefined : 'subscription-recipient-hidden' }))}
      />
    </>
  );
}
