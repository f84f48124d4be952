import { Navigate, useLocation } from 'react-router-dom';
import { catalogueEntries } from '../catalogue.ts';
import { useSession } from '../../session/store.ts';
import type { LoginRedirect } from '../pages/LoginPage.tsx';
// Statically: the catalogue and the private app are one chunk (no second round trip inside the private portal).
import PrivateApp from '../layout/PrivateApp.tsx';
import { PublicScreen } from './PublicScreen.tsx';
import { findPublicEntry, type CatalogueEntry } from './publicRoutes.ts';

/**
 * Every path that is not a `*.public.ts` definition: a public definition found in the full catalogue still renders
 * publicly; any other route needs a session (else → '/') and goes to the private app.
 */
export default function PrivateGate({ entries = catalogueEntries }: { entries?: ReadonlyArray<CatalogueEntry> }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const entry = findPublicEntry(entries, location.pathname);
  if (entry) return <PublicScreen entry={entry} />;
  // The login page returns to the page asked for (path, filters, open detail) after sign-in.
  if (!token) return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` } satisfies LoginRedirect} />;
  return <PrivateApp />;
}
