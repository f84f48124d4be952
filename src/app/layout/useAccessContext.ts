import { useShallow } from 'zustand/react/shallow';
import { useSession } from '../../session/store.ts';
import type { AccessContext } from '../access/rules.ts';

/** The selected company and its permissions, as the access rules read them. */
export function useAccessContext(): AccessContext {
  return useSession(useShallow((s) => ({ company: s.company, permissions: s.permissions })));
}
