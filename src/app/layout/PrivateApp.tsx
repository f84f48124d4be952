import { Suspense, useEffect } from 'react';
import { loadOnUse } from '../../engine/runtime/loadOnUse.ts';
import { App as AntApp, ConfigProvider } from 'antd';
import { PORTAL_ANTD_THEME } from '../../theme/antdTheme.ts';
import { startIconLabels } from '../a11y/iconLabels.ts';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import '../../styles/antd-static.css';
import 'dayjs/locale/pt-br';
import { Route, Routes } from 'react-router-dom';
import { catalogueEntries } from '../catalogue.ts';
import { useSession } from '../../session/store.ts';
import { loadPermissions } from '../session/actions.ts';
import { AppLayout } from './AppLayout.tsx';
import { CompanyPicker } from '../company/CompanyPicker.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { ScreenRoute } from '../ScreenRoute.tsx';
import { MY_SUBSCRIPTIONS_ROUTE } from '../subscriptions/route.ts';
import { PageSpinner } from '../pages/PageSpinner.tsx';
import { ReducedMotion } from './ReducedMotion.tsx';

// pt-BR for antd (ConfigProvider below) and for dayjs (date pickers, formats).
dayjs.locale('pt-br');
// antd's icons are decorative and named in English: hidden from screen readers, icon-only buttons named in pt-BR.
startIconLabels();

// 'Minhas assinaturas' (issue 36) in its own chunk: a page few users open.
const MySubscriptionsPage = loadOnUse(() => import('../subscriptions/MySubscriptionsPage.tsx').then((m) => m.MySubscriptionsPage));

/** Loads the selected company's permissions when they are missing (page load, company change). */
function usePermissionsLoader() {
  const companyId = useSession((s) => s.company?.id);
  const permissions = useSession((s) => s.permissions);
  useEffect(() => {
    if (companyId === undefined) return;
    const forCompany = 'empresaId' in permissions && permissions.empresaId === companyId;
    if (!forCompany) void loadPermissions(companyId);
  }, [companyId, permissions]);
}

/** Opens the picker by itself when no company is selected (spec 1 §2.4). */
function useAutoOpenPicker() {
  const hasCompany = useSession((s) => s.company !== null);
  useEffect(() => {
    if (!hasCompany) useSession.getState().openPicker();
  }, [hasCompany]);
}

/**
 * Everything behind the login, loaded as its own chunk: the layout, the company picker, Home
 * (a shell page, code 0) and one route per catalogue definition — the catalogue is the only
 * list of routes.
 */
export default function PrivateApp() {
  usePermissionsLoader();
  useAutoOpenPicker();
  // antd (theme, pt-BR locale, App context for message/notification/modal) lives here, not in the login chunk.
  return (
    <ConfigProvider locale={ptBR} theme={{ ...PORTAL_ANTD_THEME, zeroRuntime: true }}>
    <ReducedMotion>
    <AntApp style={{ height: '100%' }}>
    <AppLayout>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route
          path={MY_SUBSCRIPTIONS_ROUTE}
          element={
            <Suspense fallback={<PageSpinner />}>
              <MySubscriptionsPage />
            </Suspense>
          }
        />
        {catalogueEntries.filter((e) => !e.definition.public).map(({ file, definition }) => (
          <Route key={definition.route} path={definition.route} element={<ScreenRoute definition={definition} file={file} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
      <CompanyPicker />
    </AppLayout>
    </AntApp>
    </ReducedMotion>
    </ConfigProvider>
  );
}
