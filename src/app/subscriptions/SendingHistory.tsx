import { useEffect, useId, useState } from 'react';
import { Button } from 'antd';
import { ApiError } from '../../api/ApiError.ts';
import { fetchSendings, type Envio } from './api.ts';
import { formatInstant, formatSize } from './describe.ts';
import { SUBSCRIPTION_TEXTS as T } from './texts.ts';

/** How many sendings the card shows: a week of a daily subscription, with room for its retries. */
export const HISTORY_SIZE = 10;

/**
 * A subscription's sending log in its card on 'Minhas assinaturas' (issue 36: when, to whom, size, result and error):
 * closed by default (most visits want the list, not the log) and read when opened, again after each action on the
 * subscription (`version`), so 'Enviar agora' shows its line at once.
 */
export function SendingHistory({ empresaId, id, fuso, version }: { empresaId: number; id: number; fuso: string; version: number }) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Envio[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const regionId = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchSendings(empresaId, id, HISTORY_SIZE).then(
      (r) => { if (live) { setRows(r); setError(null); } },
      (err: unknown) => { if (live) setError((err instanceof ApiError && err.messages[0]) || T.historyFailed); },
    );
    return () => { live = false; };
  }, [open, empresaId, id, version]);

  return (
    <div className="subscription-history">
      <Button type="link" className="subscription-history-toggle" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
        {T.history}
      </Button>
      {open && (
        <div id={regionId} role="region" aria-label={T.history}>
          {error && <p role="alert" className="subscription-history-error">{error}</p>}
          {!error && !rows && <p aria-busy="true">{T.historyLoading}</p>}
          {!error && rows?.length === 0 && <p>{T.historyEmpty}</p>}
          {!error && rows && rows.length > 0 && (
            <>
              {rows.length === HISTORY_SIZE && <p className="subscription-history-note">{T.historyNote(HISTORY_SIZE)}</p>}
              <ol className="subscription-history-list" aria-label={T.historyList}>
                {rows.map((e, i) => (
                  <li key={`${e.data_hora}-${i}`} className={e.resultado === 'falhou' ? 'is-failed' : undefined}>
                    <span className="subscription-history-when">{formatInstant(e.data_hora, fuso)}</span>
                    {' · '}
                    <strong>{e.resultado === 'enviado' ? T.sendingSent : T.sendingFailed}</strong>
                    {' · '}
                    {e.origem === 'agenda' ? T.bySchedule : T.byHand}
                    <br />
                    {T.sentTo}: {e.destinatarios.length ? e.destinatarios.join(', ') : T.noRecipients}
                    {' · '}
                    {T.size}: {formatSize(e.tamanho_bytes)}
                    {e.erro && (
                      <>
                        <br />
                        <span className="subscription-history-error">{e.erro}</span>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      )}
    </div>
  );
}
