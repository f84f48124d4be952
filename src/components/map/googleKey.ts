import { useEffect, useState } from 'react';
import { apiGet } from '../../api/client.ts';

/**
 * The company's Google Maps key (spec 3 §7 GET …/configuracoes/google-maps-api-key → response.googleApiKey), asked
 * once per company and page: every map of the screen and its drawers shares the answer. A failed call is
 * forgotten, so the next map asks again.
 */
const byCompany = new Map<string, Promise<string | null>>();

export function fetchGoogleMapsKey(empresaId: string): Promise<string | null> {
  let answer = byCompany.get(empresaId);
  if (!answer) {
    answer = apiGet<{ response?: { googleApiKey?: unknown } }>(`/empresas/${encodeURIComponent(empresaId)}/configuracoes/google-maps-api-key`).then(
      (body) => (typeof body?.response?.googleApiKey === 'string' && body.response.googleApiKey.trim() !== '' ? body.response.googleApiKey.trim() : null),
    );
    answer.catch(() => byCompany.delete(empresaId));
    byCompany.set(empresaId, answer);
  }
  return answer;
}

export type GoogleKeyState = { status: 'loading' } | { status: 'ready'; key: string | null } | { status: 'error' };

/** The key of `empresaId` (no company: no key, no call). */
export function useGoogleMapsKey(empresaId: string | undefined): GoogleKeyState {
  const [state, setState] = useState<GoogleKeyState>(() => (empresaId ? { status: 'loading' } : { status: 'ready', key: null }));
  useEffect(() => {
    if (!empresaId) {
      setState({ status: 'ready', key: null });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    fetchGoogleMapsKey(empresaId).then(
      (key) => live && setState({ status: 'ready', key }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [empresaId]);
  return state;
}
