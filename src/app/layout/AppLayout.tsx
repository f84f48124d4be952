import { useEffect, useRef, useState } from 'react';
import { loadOnUse } from '../../engine/runtime/loadOnUse.ts';
import { useLocation } from 'react-router-dom';
import { Layout } from 'antd';
import { TopBar } from './TopBar.tsx';
import { SideMenu } from './SideMenu.tsx';
import { ResizeHandle } from './ResizeHandle.tsx';
import { useIsMobile } from './useIsMobile.ts';
import { readMenuWidth, saveMenuWidth } from './menuWidth.ts';
import { requestHeadingFocus } from './headingFocus.ts';
import { OnceOpened } from '../../engine/runtime/OnceOpened.tsx';

// A phone's menu drawer loads when first opened: antd's Drawer is not part of a screen's first view.
const MenuDrawer = loadOnUse(() => import('./MenuDrawer.tsx').then((m) => m.MenuDrawer));

/**
 * Every change of page after the first (menu, links) moves focus to the new page's h1. Query-only changes
 * (filters, a drill-down opening or closing) keep the focus where the user is.
 */
function useHeadingFocusOnNavigation() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    requestHeadingFocus();
  }, [location.pathname]);
}

/** Moves focus to the content (the skip link's target) without touching the URL's hash. */
function skipToContent(e: React.MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  const main = document.getElementById('conteudo');
  const heading = main?.querySelector<HTMLElement>('h1[tabindex="-1"]');
  (heading ?? main)?.focus();
}

/**
 * Layout (spec 1 §2.5): top bar, a collapsible side menu resizable between 200 and 300 px
 * (width remembered), a drawer menu below 768 px, and the content area.
 */
export function AppLayout({ children }: { children: React.ReactNode }) {
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [width, setWidth] = useState(readMenuWidth);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useHeadingFocusOnNavigation();

  return (
    <Layout style={{ minHeight: '100%' }}>
      <a className="skip-link" href="#conteudo" onClick={skipToContent}>
        Pular para o conteúdo
      </a>
      <TopBar
        menuButtonLabel={mobile ? 'Abrir menu' : collapsed ? 'Expandir menu' : 'Recolher menu'}
        onMenuButton={mobile ? () => setDrawerOpen(true) : () => setCollapsed((c) => !c)}
      />
      <Layout>
        {mobile ? (
          <OnceOpened open={drawerOpen}>
            <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </OnceOpened>
        ) : (
          <Layout.Sider
            theme="light"
            width={width}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            trigger={null /* the top bar's hamburger (a real, labelled button) collapses it */}
            style={{ position: 'relative' }}
            aria-label="Menu lateral"
          >
            {/* Sider passes `collapsed` to the Menu itself. */}
            <SideMenu />
            {!collapsed && <ResizeHandle width={width} onResize={setWidth} onResizeEnd={saveMenuWidth} />}
          </Layout.Sider>
        )}
        <Layout.Content className="app-content" id="conteudo" tabIndex={-1}>
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
