import { useEffect } from 'react';
import { create } from 'zustand';
import { fetchFavorites, fetchRecent, recordRecent, saveFavorites } from './api.ts';

/**
 * The signed-in user's favourites and recent screens in the selected company, as the server keeps them (so they follow
 * the user to another browser). Loaded once per company; a change is shown at once and sent; if the server refuses,
 * the list is read back from it and `error` says so.
 */
export interface WorkspaceState {
  /** Whose workspace is held: session token and company (another user in this tab, or another company, reloads). */
  key: string | null;
  empresaId: number | null;
  favorites: number[];
  recent: number[];
  loaded: boolean;
  error: string | null;
  load(key: string, empresaId: number): Promise<void>;
  setFavorites(empresaId: number, codes: number[]): Promise<void>;
  toggleFavorite(empresaId: number, code: number): Promise<void>;
  opened(empresaId: number, code: number): Promise<void>;
  reset(): void;
}

export const FAVORITE_SAVE_FAILED = 'Não foi possível salvar os favoritos. Tente novamente.';

const empty = { key: null, empresaId: null, favorites: [] as number[], recent: [] as number[], loaded: false, error: null };

export const useWorkspace = create<WorkspaceState>((set, get) => ({
  ...empty,
  async load(key, empresaId) {
    if (get().key !== key) set({ ...empty, key, empresaId });
    try {
      const [favorites, recent] = await Promise.all([fetchFavorites(empresaId), fetchRecent(empresaId)]);
      if (get().key === key) set({ favorites, recent, loaded: true });
    } catch {
      if (get().key === key) set({ loaded: true });
    }
  },
  async setFavorites(empresaId, codes) {
    set({ favorites: codes, error: null });
    try {
      await saveFavorites(empresaId, codes);
    } catch {
      set({ error: FAVORITE_SAVE_FAILED });
      const key = get().key;
      if (key) await get().load(key, empresaId);
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
      if (get().empresaId === empresaId) set({ recent });
    } catch {
      // an unrecorded opening costs nothing but a line on Home: never bother the user with it
    }
  },
  reset: () => set(empty),
}));

/** Loads the workspace of the signed-in user in the selected company once (and again after a change of either). */
export function useWorkspaceLoaded(token: string | null, empresaId: number | null): WorkspaceState {
  const state = useWorkspace();
  const key = token && empresaId ? `${token}|${empresaId}` : null;
  useEffect(() => {
    if (key && empresaId && useWorkspace.getState().key !== key) void useWorkspace.getState().load(key, empresaId);
  }, [key, empresaId]);
  return state;
}
