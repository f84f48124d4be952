import { lazy, Suspense } from 'react';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './pages/LoginPage.tsx';
import { PageSpinner } from './pages/PageSpinner.tsx';
import { useSession } from './session/store.ts';

dayjs.locale('pt-br');

// Everything behind the login (layout, menu, catalogue, screens) is a separate chunk: the login
// page downloads only the shell's entry (spec: no engine/grid/chart code before sign-in).
const PrivateApp = lazy(() => import('./layout/PrivateApp.tsx'));

/** Private routes need a session; without one the user goes to the login page at '/'. */
function RequireSession({ children }: { children: React.ReactNode }) {
  const token = useSession((s) => s.token);
  if (!token) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** The routes of the portal; `/*` is resolved by PrivateApp from the screen catalogue. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route
        path="/*"
        element={
          <RequireSession>
            <Suspense fallback={<PageSpinner />}>
              <PrivateApp />
            </Suspense>
          </RequireSession>
        }
      />
    </Routes>
  );
}

/** The portal: pt-BR locale for antd and dayjs, browser router. */
export function App() {
  return (
    <ConfigProvider locale={ptBR}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ConfigProvider>
  );
}
