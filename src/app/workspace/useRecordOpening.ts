import { useEffect } from 'react';
import { useSession } from '../../session/store.ts';
import { useWorkspace } from './store.ts';

/** Records that the signed-in user opened the screen `accessCode` in the selected company (Home's 'Recentes'). */
export function useRecordOpening(accessCode: number | null, allowed: boolean): void {
  const empresaId = useSession((s) => s.company?.id ?? null);
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!allowed || accessCode === null || !empresaId || !token) return;
    void useWorkspace.getState().opened(empresaId, accessCode);
  }, [allowed, accessCode, empresaId, token]);
}
