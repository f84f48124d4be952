import { useState } from 'react';
import { Drawer, Layout } from 'antd';
import { TopBar } from './TopBar.tsx';
import { SideMenu } from './SideMenu.tsx';
import { ResizeHandle } from './ResizeHandle.tsx';
import { useIsMobile } from './useIsMobile.ts';
import { readMenuWidth, saveMenuWidth } from './menuWidth.ts';

/**
 * Layout (spec 1 §2.5): top bar, a collapsible side menu resizable between 200 and 300 px
 * (width remembered), a drawer menu below 768 px, and the content area.
 */
export function AppLayout({ children }: { children: React.ReactNode }) {
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [width, setWidth] = useState(readMenuWidth);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100%' }}>
      <TopBar
        menuButtonLabel={mobile ? 'Abrir menu' : collapsed ? 'Expandir menu' : 'Recolher menu'}
        onMenuButton={mobile ? () => setDrawerOpen(true) : () => setCollapsed((c) => !c)}
      />
      <Layout>
        {mobile ? (
          <Drawer
            title="Menu"
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={280}
            styles={{ body: { padding: 0 } }}
          >
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
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
        <Layout.Content className="app-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
