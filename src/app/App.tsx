import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage.tsx';
import { PageSpinner } from './pages/PageSpinner.tsx';

// Everything but the login page is in later chunks: the login page downloads only React, the router and
// the session code. RouteGate (with the catalogue) sends a public definition (`public: true`) to its own
// layout, any other path to PrivateApp (antd, layout, menu, screens) — or to '/' without a session.
// The engine, grid and chart code load later still, when a built screen opens.
const RouteGate = lazy(() => import('./public/RouteGate.tsx'));

/** The routes of the portal; `/*` is resolved by RouteGate from the screen catalogue. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route
        path="/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <RouteGate />
          </Suspense>
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
