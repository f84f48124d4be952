import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { catalogueEntries } from '../catalogue.ts';
import { useSession } from '../session/store.ts';
import { ANTD_THEME } from '../../theme/palette.ts';
import type { LoginRedirect } from '../pages/LoginPage.tsx';
import { ScreenRoute } from '../ScreenRoute.tsx';
// Statically: one chunk for everything after the login page (no second round trip before the private
// app; a public page carries the private layout's few kB with it, antd being shared anyway).
import PrivateApp from '../layout/PrivateApp.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { findPublicEntry, type CatalogueEntry } from './publicRoutes.ts';

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
 * Every route but the login page: a public definition (`public: true`) renders outside the private
 * layout, signed in or not; any other route needs a session and goes to the private app.
 * Lazy (with the catalogue and the private app in one chunk), so the login page does not grow.
 */
export default function RouteGate({ entries = catalogueEntries }: { entries?: ReadonlyArray<CatalogueEntry> }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const entry = findPublicEntry(entries, location.pathname);
  if (entry) return <PublicScreen entry={entry} />;
  // The login page returns to the page asked for (path, filters, open detail) after sign-in.
  if (!token) return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` } satisfies LoginRedirect} />;
  return <PrivateApp />;
}
