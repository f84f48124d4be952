import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/store.ts';
import { readMenuWidth } from '../layout/menuWidth.ts';
import { PageSpinner } from '../pages/PageSpinner.tsx';
import { PublicLayout } from '../public/PublicLayout.tsx';
import { bootScreen } from './screenHeadings.ts';
import { ScreenSubtitle } from '../ScreenSubtitle.tsx';

/**
 * What a page load of a screen shows while its chunks (antd, layout, menu: ~300 kB; on a public page the public chunk
 * and the engine) are on their way: the frame and the screen's heading, in plain CSS from the first chunk, where the
 * page will draw them. On a phone the heading appeared only after those chunks (Lighthouse mobile LCP 3.4 s on 1325,
 * FCP 2.3 s on the tracking pages; docs/performance.md "Phones"); now it is the first thing painted.
 * - A private screen: the top bar's frame, the side menu's place and the heading, for a signed-in user, drawn before
 *   the access decision: a user without the screen's code sees it until 'Acesso negado' replaces it (titles are not
 *   secret: they are in every user's menu data and scripts).
 * - A public page: the public frame (the same PublicLayout the page uses) and the heading, signed in or not.
 * - Either, the definition's subtitle once its call has answered (asked for from here: ScreenSubtitle).
 * Without a session on a private path, or on a path that is no screen's (Home, an unknown path), the spinner.
 */
export function BootShell() {
  const { pathname, search } = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  const screen = bootScreen(pathname, search);
  if (!screen || (!screen.public && !signedIn)) return <PageSpinner />;
  const heading = <h1 className="page-heading screen-header">{screen.heading}</h1>;
  const content = (
    <>
      {/* the row ScreenRoute draws, the star's slot empty: the heading keeps its box when the screen arrives */}
      <div className="screen-title-row">
        {heading}
        {!screen.public && <span className="screen-title-actions" />}
      </div>
      {/* the line under it (the carrier's name), asked for now: the page's largest text, the engine's call takes the answer */}
      {screen.subtitle && <ScreenSubtitle source={screen.subtitle.source} route={screen.subtitle.route} />}
      {/* a screen that opens waiting for a search says so at once, as its panels will (engine openingIdleText): on a
          phone that sentence, drawn by the panels after the portal's chunks, was the page's largest paint (1521) */}
      {screen.idle && <p className="boot-idle">{screen.idle}</p>}
      <PageSpinner />
    </>
  );
  if (screen.public) return <PublicLayout>{content}</PublicLayout>;
  return (
    <div className="boot-shell">
      <div className="app-header boot-header">
        <span className="brand">Mirante</span>
      </div>
      <div className="boot-body">
        <div className="boot-sider" style={{ width: readMenuWidth() }} />
        <div className="app-content boot-content">{content}</div>
      </div>
    </div>
  );
}
