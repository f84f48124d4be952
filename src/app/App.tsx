import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage.tsx';
import { PageSpinner } from './pages/PageSpinner.tsx';
import { useSession } from './session/store.ts';

// Everything behind the login (antd and its pt-BR locale, layout, menu, catalogue, screens) is a
// separate chunk: the login page downloads only React, the router and the session code
// (the engine, grid and chart code load later still, when a built screen opens).
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

/** The portal: browser router over the login page and the private app. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
