import { createContext, useContext } from 'react';
import { useSession } from '../../session/store.ts';

/**
 * The selected company's id, read through ONE hook so Storybook and tests can provide it
 * (CompanyIdProvider) without a signed-in session.
 */
const CompanyIdOverride = createContext<number | null | undefined>(undefined);

export const CompanyIdProvider = CompanyIdOverride.Provider;

export function useCompanyId(): number | null {
  const override = useContext(CompanyIdOverride);
  const fromSession = useSession((s) => s.company?.id ?? null);
  return override !== undefined ? override : fromSession;
}
