import { create } from 'zustand';
import type { Company, PermissionState, Permissions, SessionUser } from './types.ts';
import {
  browserStorages,
  clearStoredSession,
  clearTabSession,
  readStoredSession,
  writeCompanies,
  writeCompany,
  writeToken,
  writeUser,
  type SessionStorages,
} from './storage.ts';

export type { Company, PermissionState, Permissions, SessionUser } from './types.ts';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  company: Company | null;
  /** The user's companies (GET /empresas); null until fetched. */
  companies: Company[] | null;
  permissions: PermissionState;
  pickerOpen: boolean;
  /** Successful login: keeps token and user; any previous company is forgotten. */
  signIn(token: string, user: SessionUser): void;
  setCompanies(companies: Company[]): void;
  /** Selects a company, closes the picker; permissions must then be (re)fetched. */
  selectCompany(company: Company): void;
  setPermissions(permissions: PermissionState): void;
  openPicker(): void;
  closePicker(): void;
  /**
   * Clears token, user, company and the company summary (spec 1 §4). `notice`: why the session ended when the user
   * did not ask (a 401: the server's 'Sessão inválida ou expirada. Entre novamente.'), shown on the login page.
   */
  signOut(notice?: string): void;
  /** Why the last session ended without the user asking; null after 'Sair' or a new sign-in attempt. */
  endedNotice: string | null;
  clearEndedNotice(): void;
  /** Takes over the session another tab of this browser handed over (tabSync.ts). */
  adopt(session: { token: string; user: SessionUser; company: Company; companies: Company[] | null }): void;
}

const signedOut = {
  token: null,
  user: null,
  company: null,
  companies: null,
  permissions: { status: 'idle' } as PermissionState,
  pickerOpen: false,
  endedNotice: null as string | null,
};

/** Builds a session store over the given storages (the app uses the browser's; tests pass fakes). */
export function createSessionStore(storages: SessionStorages | null) {
  const stored = storages ? readStoredSession(storages) : null;
  // A partial session (e.g. signed in but no company chosen) is not restored: this tab starts clean.
  // localStorage is left alone: other tabs of the browser may be signed in (tabSync.ts hands their session over).
  if (storages && !stored) clearTabSession(storages);
  return create<SessionState>()((set) => ({
    ...signedOut,
    ...(stored ?? {}),
    signIn(token, user) {
      if (storages) {
        clearTabSession(storages);
        writeToken(storages, token);
        writeUser(storages, user);
      }
      set({ ...signedOut, token, user });
    },
    setCompanies(companies) {
      if (storages) writeCompanies(storages, companies);
      set({ companies });
    },
    selectCompany(company) {
      if (storages) writeCompany(storages, company);
      set({ company, pickerOpen: false, permissions: { status: 'idle' } });
    },
    setPermissions(permissions) {
      set((s) => {
        // An answer for a company that is no longer selected is stale.
        if ('empresaId' in permissions && s.company?.id !== permissions.empresaId) return {};
        return { permissions };
      });
    },
    openPicker: () => set({ pickerOpen: true }),
    closePicker: () => set({ pickerOpen: false }),
    signOut(notice) {
      if (storages) clearStoredSession(storages);
      set({ ...signedOut, endedNotice: notice ?? null });
    },
    clearEndedNotice() {
      set({ endedNotice: null });
    },
    adopt(session) {
      if (storages) {
        clearTabSession(storages);
        writeToken(storages, session.token);
        writeUser(storages, session.user);
        writeCompany(storages, session.company);
        if (session.companies) writeCompanies(storages, session.companies);
      }
      set({ ...signedOut, ...session });
    },
  }));
}

/** The portal's session (zustand). Outside React: `useSession.getState()`. */
export const useSession = createSessionStore(browserStorages());

/** The permission lists when loaded, else null. */
export function loadedPermissions(p: PermissionState): Permissions | null {
  return p.status === 'ok' ? { liberar: p.liberar, ocultar: p.ocultar } : null;
}
