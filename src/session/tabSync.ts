/**
 * One session per browser, across tabs (issue 10). The token lives in sessionStorage (spec 1 §4:
 * "kept for the browser session"), which a new tab does not inherit; so a new tab of a signed-in
 * browser asks the open tabs for it over a BroadcastChannel (same origin only, never in the URL or
 * a cookie), and signing out in one tab signs out all of them.
 *
 * Messages on 'mirante.session': { type: 'request', id } from a tab starting without a token;
 * { type: 'offer', to, token, user, company, companies } from a signed-in tab; { type: 'signed-out' }.
 */
import { useSession, type Company, type SessionUser } from './store.ts';
import { browserStorages, hasSignedInUser } from './storage.ts';

const CHANNEL = 'mirante.session';
/** How long a starting tab waits for a signed-in tab to answer (only when this browser has a signed-in user). */
export const HANDOVER_WAIT_MS = 400;

type Message =
  | { type: 'request'; id: string }
  | { type: 'offer'; to: string; token: string; user: SessionUser; company: Company; companies: Company[] | null }
  | { type: 'signed-out' };

let channel: BroadcastChannel | null = null;
/** True while this tab applies a sign-out announced by another tab (it is not announced again). */
let applyingRemoteSignOut = false;

function start(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<Message>) => {
    const message = event.data;
    const state = useSession.getState();
    if (message?.type === 'request' && state.token && state.user && state.company) {
      channel!.postMessage({ type: 'offer', to: message.id, token: state.token, user: state.user, company: state.company, companies: state.companies } satisfies Message);
    } else if (message?.type === 'signed-out' && state.token) {
      applyingRemoteSignOut = true;
      try {
        state.signOut();
      } finally {
        applyingRemoteSignOut = false;
      }
    }
  });
  // A sign-out in this tab (Sair, or a 401) signs out the others.
  useSession.subscribe((now, before) => {
    if (before.token && !now.token && !applyingRemoteSignOut) channel?.postMessage({ type: 'signed-out' } satisfies Message);
  });
  return channel;
}

/**
 * Starts the tab sync and, when this tab has no session but the browser has a signed-in user, asks
 * the other tabs for theirs. Resolves once the session is adopted or nobody answered in time.
 */
export function startTabSync(): Promise<void> {
  const ch = start();
  const storages = browserStorages();
  if (!ch || useSession.getState().token || !storages || !hasSignedInUser(storages)) return Promise.resolve();
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const done = () => {
      ch.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve();
    };
    const onMessage = (event: MessageEvent<Message>) => {
      const m = event.data;
      if (m?.type !== 'offer' || m.to !== id || useSession.getState().token) return;
      useSession.getState().adopt({ token: m.token, user: m.user, company: m.company, companies: m.companies });
      done();
    };
    const timer = setTimeout(done, HANDOVER_WAIT_MS);
    ch.addEventListener('message', onMessage);
    ch.postMessage({ type: 'request', id } satisfies Message);
  });
}
