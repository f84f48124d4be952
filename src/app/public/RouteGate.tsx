import { Suspense } from 'react';
import { loadOnUse } from '../../engine/runtime/loadOnUse.ts';
import { useLocation } from 'react-router-dom';
import { BootShell } from '../boot/BootShell.tsx';
import { PublicScreen } from './PublicScreen.tsx';
import { publicCatalogueEntries } from './publicCatalogue.ts';
import { findPublicEntry, type CatalogueEntry } from './publicRoutes.ts';

// Lazily: a public page (tracking by hash, quotation by token: the product's face on the internet, opened on
// phones) must not download the private portal (catalogue, layout, menu, company picker, home). The cost is one
// more round trip before a private page's first render, once per visit; bench/public-js.ts measures the pages.
const PrivateGate = loadOnUse(() => import('./PrivateGate.tsx').then((m) => m.default));

/**
 * Every route but the login page: a public definition (`screens/<area>/<name>.public.ts`, `public: true`) renders outside
 * the private layout, signed in or not, without loading the private portal; any other path goes to PrivateGate
 * (the full catalogue, the session check and the private app, one lazy chunk). `entries` replaces both lists (tests).
 * Lazy itself, so the login page does not grow.
 */
export default function RouteGate({ entries }: { entries?: ReadonlyArray<CatalogueEntry> }) {
  const location = useLocation();
  const entry = findPublicEntry(entries ?? publicCatalogueEntries, location.pathname);
  if (entry) return <PublicScreen entry={entry} />;
  return (
    <Suspense fallback={<BootShell />}>
      <PrivateGate entries={entries} />
    </Suspense>
  );
}
