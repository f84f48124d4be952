import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ScreenRoute } from '../ScreenRoute.tsx';
import { PageSpinner } from '../pages/PageSpinner.tsx';
import { ANTD_THEME } from '../../theme/palette.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { publicCatalogueEntries } from './publicCatalogue.ts';
import { findPublicEntry, type CatalogueEntry } from './publicRoutes.ts';

// Lazily: a public page (tracking by hash, quotation by token: the product's face on the internet, opened on
// phones) must not download the private portal (catalogue, layout, menu, company picker, home). The cost is one
// more round trip before a private page's first render, once per visit; bench/public-js.ts measures the pages.
const PrivateGate = lazy(() => import('./PrivateGate.tsx'));

dayjs.locale('pt-br');

/** A public screen: its own layout and header, the engine below, no session needed. */
export function PublicScreen({ entry }: { entry: CatalogueEntry }) {
  return (
    // the house theme here too: antd's default primary blue on white fails the contrast check (axe, 4.5:1)
    <ConfigProvider locale={ptBR} theme={ANTD_THEME}>
      <AntApp style={{ height: '100%' }}>
        <PublicLayout>
          <Routes>
            <Route path={entry.definition.route} element={<ScreenRoute definition={entry.definition} file={entry.file} />} />
          </Routes>
        </PublicLayout>
      </AntApp>
    </ConfigProvider>
  );
}

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
    <Suspense fallback={<PageSpinner />}>
      <PrivateGate entries={entries} />
    </Suspense>
  );
}
