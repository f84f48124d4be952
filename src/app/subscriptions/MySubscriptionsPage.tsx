import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button } from 'antd';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/ApiError.ts';
import { useSession } from '../../session/store.ts';
import { catalogue } from '../catalogue.ts';
import { NO_CODE } from '../../engine/definition/noCode.ts';
import { PageHeading } from '../layout/PageHeading.tsx';
import { PageSpinner } from '../pages/PageSpinner.tsx';
import {
  deleteSubscription, fetchSubscriptions, pauseSubscription, resumeSubscription, sendSubscriptionNow,
  type Assinatura, type SubscriptionList,
} from './api.ts';
import { describeContent, describeSchedule, formatInstant } from './describe.ts';
import { SendingHistory } from './SendingHistory.tsx';
import { SubscriptionDialog } from './SubscriptionDialog.tsx';
import { SUBSCRIPTION_TEXTS as T } from './texts.ts';
import './subscriptions.css';


const errorText = (err: unknown) => (err instanceof ApiError && err.messages[0]) || 'Não foi possível concluir a operação.';

/** The screen's code, title and route from the catalogue (the subscription keeps only its access code). */
function screenOf(tela: number) {
  const def = catalogue.find((d) => d.accessCode === tela && !d.public);
  if (!def) return { label: String(tela), route: null };
  return { label: `${def.code === NO_CODE ? '' : `${def.code} `}${def.title}`, route: def.route };
}

/**
 * 'Minhas assinaturas' (issue 36): the user's subscriptions in the selected company, with last and next sending and the
 * last error; 'Enviar agora', pause/resume, edit, delete. Without sending configured, the server's pt-BR message.
 */
export function MySubscriptionsPage() {
  const company = useSession((s) => s.company);
  const { message, modal } = App.useApp();
  const [list, setList] = useState<SubscriptionList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Assinatura | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // bumped after every action: an open sending history reads its log again
  const [version, setVersion] = useState(0);
  const empresaId = company?.id ?? null;

  const reload = useCallback(async () => {
    if (empresaId === null) return;
    try {
      setList(await fetchSubscriptions(empresaId));
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, [empresaId]);

  useEffect(() => {
    setList(null);
    void reload();
  }, [reload]);

  useEffect(() => {
    document.title = `${T.page} · Mirante`;
  }, []);

  /** Runs one action on a subscription, says how it went, and reads the list again (next sending, last error). */
  const act = async (id: number, run: () => Promise<string>) => {
    setBusy(id);
    try {
      void message.success(await run());
    } catch (err) {
      void message.error(errorText(err));
    } finally {
      setBusy(null);
      setVersion((v) => v + 1);
      await reload();
    }
  };

  const items = useMemo(() => list?.response ?? [], [list]);
  if (empresaId === null) return <PageHeading>{T.page}</PageHeading>;
  return (
    <section aria-label={T.page} className="subscriptions-page">
      <PageHeading>{T.page}</PageHeading>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {!list && !error && <PageSpinner />}
      {list && !list.envio.configurado && list.envio.mensagem && (
        <Alert type="warning" showIcon role="status" title={list.envio.mensagem} style={{ marginBottom: 12 }} data-testid="sending-off" />
      )}
      {list && items.length === 0 && <p>{T.empty}</p>}
      {list && items.length > 0 && (
        <ul className="subscription-list">
          {items.map((a) => {
            const screen = screenOf(a.tela);
            const headingId = `assinatura-${a.id}`;
            return (
              <li key={a.id} className="subscription-item" data-testid="subscription-item" aria-labelledby={headingId}>
                <h2 id={headingId}>{screen.route ? <Link to={screen.route}>{screen.label}</Link> : screen.label}</h2>
                <span className={`subscription-state${a.pausada ? ' is-paused' : ''}`}>{a.pausada ? T.paused : T.active}</span>
                <dl className="subscription-facts">
                  <dt>{T.view}</dt>
                  <dd>{a.visao?.nome ?? T.screenDefaults}</dd>
                  <dt>{T.schedule}</dt>
                  <dd>{describeSchedule(a.agenda)}</dd>
                  <dt>{T.recipientsLabel}</dt>
                  <dd>{a.destinatarios.join(', ')}</dd>
                  <dt>{T.contentLabel}</dt>
                  <dd>{describeContent(a.conteudo)}</dd>
                  <dt>{T.lastSending}</dt>
                  <dd>{formatInstant(a.ultimo_envio, list.fuso)}</dd>
                  <dt>{T.nextSending}</dt>
                  <dd>{a.pausada ? `${T.none} (${a.motivo_pausa ?? T.paused})` : formatInstant(a.proximo_envio, list.fuso)}</dd>
                  <dt>{T.lastError}</dt>
                  <dd>{a.ultimo_erro ?? T.none}</dd>
                </dl>
                <div className="subscription-actions" role="group" aria-labelledby={headingId}>
                  <Button
                    disabled={busy === a.id}
                    onClick={() => void act(a.id, async () => T.sent((await sendSubscriptionNow(empresaId, a.id)).envio.destinatarios.length))}
                  >
                    {T.sendNow}
                  </Button>
                  {a.pausada ? (
                    <Button disabled={busy === a.id} onClick={() => void act(a.id, async () => (await resumeSubscription(empresaId, a.id), T.resumedDone))}>
                      {T.resume}
                    </Button>
                  ) : (
                    <Button disabled={busy === a.id} onClick={() => void act(a.id, async () => (await pauseSubscription(empresaId, a.id), T.pausedDone))}>
                      {T.pause}
                    </Button>
                  )}
                  <Button disabled={busy === a.id} onClick={() => setEditing(a)} aria-haspopup="dialog">
                    {T.edit}
                  </Button>
                  <Button
                    danger
                    disabled={busy === a.id}
                    aria-haspopup="dialog"
                    onClick={() =>
                      modal.confirm({
                        title: T.removeConfirm,
                        okText: T.remove,
                        okButtonProps: { danger: true },
                        cancelText: T.cancel,
                        onOk: () => act(a.id, async () => (await deleteSubscription(empresaId, a.id), T.removed)),
                      })
                    }
                  >
                    {T.remove}
                  </Button>
                </div>
                <SendingHistory empresaId={empresaId} id={a.id} fuso={list.fuso} version={version} />
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <SubscriptionDialog
          open
          empresaId={empresaId}
          tela={editing.tela}
          screenLabel={screenOf(editing.tela).label}
          existing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </section>
  );
}
