import { useEffect } from 'react';
import { create } from 'zustand';
import { fetchFavorites, fetchRecent, recordRecent, saveFavorites } from './api.ts';

/**
 * The signed-in user's favourites and recent screens in the selected company, as the server keeps them (so they follow
 * the user to another browser). Each list is loaded once per company, when something first shows it: a screen's star
 * reads only the favourites, so a screen page does not ask for the recent screens only Home shows (one request less
 * while the screen's own calls load). A change is shown at once and sent; if the server refuses, the list is read back
 * from it and `error` says so.
 */
export interface WorkspaceState {
  /** Whose workspace is held: session token and company (another user in this tab, or another company, reloads). */
  key: string | null;
  empresaId: number | null;
  favorites: number[];
  recent: number[];
  /** The favourites have been read (or failed to be: then the list is empty). */
  loaded: boolean;
  /** The recent screens have been read, or recorded (recording answers the whole list). */
  recentLoaded: boolean;
  error: string | null;
  /** Reads what is not held yet: the favourites, and the recent screens when `withRecent`. */
  load(key: string, empresaId: number, withRecent?: boolean): Promise<void>;
  setFavorites(empresaId: number, codes: number[]): Promise<void>;
  toggleFavorite(empresaId: number, code: number): Promise<void>;
  opened(empresaId: number, code: number): Promise<void>;
  reset(): void;
}

export const FAVORITE_SAVE_FAILED = 'Não foi possível salvar os favoritos. Tente novamente.';

const empty = { key: null, empresaId: null, favorites: [] as number[], recent: [] as number[], loaded: false, recentLoaded: false, error: null };

/** Lists being read now, by key: a second view mounting meanwhile (the star and Home, React's double effects) waits for the same read. */
const reading = new Map<string, Promise<void>>();

function readOnce(key: string, part: 'favorites' | 'recent', read: () => Promise<void>): Promise<void> {
  const id = `${key} ${part}`;
  let pending = reading.get(id);
  if (!pending) {
    pending = read().finally(() => reading.delete(id));
    reading.set(id, pending);
  }
  return pending;
}

export const useWorkspace = create<WorkspaceState>((set, get) => ({
  ...empty,
  async load(key, empresaId, withRecent = false) {
    if (get().key !== key) set({ ...empty, key, empresaId });
    const reads: Promise<void>[] = [];
    if (!get().loaded) {
      reads.push(
        readOnce(key, 'favorites', async () => {
          const favorites = await fetchFavorites(empresaId).catch(() => null);
          if (get().key === key) set(favorites ? { favorites, loaded: true } : { loaded: true });
        }),
      );
    }
    if (withRecent && !get().recentLoaded) {
      reads.push(
        readOnce(key, 'recent', async () => {
          const recent = await fetchRecent(empresaId).catch(() => null);
          if (get().key === key) set(recent ? { recent, recentLoaded: true } : { recentLoaded: true });
        }),
      );
    }
    await Promise.all(reads);
  },
  async setFavorites(empresaId, codes) {
    set({ favorites: codes, error: null });
    try {
      await saveFavorites(empresaId, codes);
    } catch {
      set({ error: FAVORITE_SAVE_FAILED });
      const key = get().key;
      const held = await fetchFavorites(empresaId).catch(() => null);
      if (held && get().key === key) set({ favorites: held });
    }
  },
  async toggleFavorite(empresaId, code) {
    const current = get().favorites;
    // a new favourite goes last: the user's order of the others stays as they dragged it
    await get().setFavorites(empresaId, current.includes(code) ? current.filter((c) => c !== code) : [...current, code]);
  },
  async opened(empresaId, code) {
    try {
      const recent = await recordRecent(empresaId, code);
      if (get().empresaId === empresaId) set({ recent, recentLoaded: true });
    } catch {
      // an unrecorded opening costs nothing but a line on Home: never bother the user with it
    }
  },
  reset: () => set(empty),
}));

/**
 * The workspace of the signed-in user in the selected company, loaded once (and again after a change of either):
 * the favourites, and the recent screens too when `withRecent` (Home). `loaded` is true once what was asked for is read.
 */
export function useWorkspaceLoaded(token: string | null, empresaId: number | null, withRecent = false): WorkspaceState {
  const state = useWorkspace();
  const key = token && empresaId ? `${token}|${empresaId}` : null;
  useEffect(() => {
    if (!key || !empresaId) return;
    const held = useWorkspace.getState();
    if (held.key !== key || !held.loaded || (withRecent && !held.recentLoaded)) void held.load(key, empresaId, withRecent);
  }, [key, empresaId, withRecent]);
  const current = state.key === key;
  return { ...state, loaded: current && state.loaded && (!withRecent || state.recentLoaded) };
}
