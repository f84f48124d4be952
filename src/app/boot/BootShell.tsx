import { useLocation } from 'react-router-dom';
import { useSession } from '../session/store.ts';
import { readMenuWidth } from '../layout/menuWidth.ts';
import { PageSpinner } from '../pages/PageSpinner.tsx';
import { bootHeading } from './screenHeadings.ts';

/**
 * What a page load of a private screen shows while the private portal's chunk (antd, layout, menu: ~300 kB) is on its
 * way: the top bar's frame, the side menu's place and the screen's heading, in plain CSS from the first chunk, where
 * the private layout will draw them. On a phone the heading appeared only after that chunk (Lighthouse mobile LCP
 * 3.4 s; docs/performance.md "Phones"); now it is the first thing painted. The heading is the screen's own title,
 * drawn before the access decision: a user without the screen's code sees it until 'Acesso negado' replaces it (titles
 * are not secret: they are in every user's menu data and scripts). Without a session, or on a path that is no screen's
 * (Home, an unknown path), the spinner as before.
 */
export function BootShell() {
  const { pathname, search } = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  const heading = signedIn ? bootHeading(pathname, search) : null;
  if (!heading) return <PageSpinner />;
  return (
    <div className="boot-shell">
      <div className="app-header boot-header">
        <span className="brand">Mirante</span>
      </div>
      <div className="boot-body">
        <div className="boot-sider" style={{ width: readMenuWidth() }} />
        <div className="app-content boot-content">
          <h1 className="page-heading screen-header">{heading}</h1>
          <PageSpinner />
        </div>
      </div>
    </div>
  );
}
