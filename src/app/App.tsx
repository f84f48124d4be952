import { Suspense } from 'react';
import { loadOnUse } from '../engine/runtime/loadOnUse.ts';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage.tsx';
import { BootShell } from './boot/BootShell.tsx';
import { useAfterPaint } from './boot/afterPaint.ts';

// Everything but the login page is in later chunks: the login page downloads only React, the router and
// the session code. RouteGate (with the catalogue) sends a public definition (`public: true`) to its own
// layout, any other path to PrivateApp (antd, layout, menu, screens) — or to '/' without a session.
// The engine, grid and chart code load later still, when a built screen opens.
const RouteGate = loadOnUse(() => import('./public/RouteGate.tsx').then((m) => m.default));

/**
 * The routes of the portal; `/*` is resolved by RouteGate from the screen catalogue. A page load draws the boot shell
 * first and asks for RouteGate (and so the private portal) only once it has been painted: on a fast connection the
 * chunks arrived and were evaluated before the browser's first frame, and the page's first paint waited for them.
 */
export function AppRoutes() {
  const painted = useAfterPaint('page');
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route
        path="/*"
        element={
          painted ? (
            <Suspense fallback={<BootShell />}>
              <RouteGate />
            </Suspense>
          ) : (
            <BootShell />
          )
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
