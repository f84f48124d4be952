import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  BarChartOutlined,
  CarOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  InboxOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { buildMenu, type MenuNode } from '../access/menu.ts';
import { catalogue } from '../catalogue.ts';
import { useAccessContext } from './useAccessContext.ts';

type Item = Required<MenuProps>['items'][number];

/** Icons of the top-level entries (what a collapsed menu shows); aria-hidden keeps them out of the item names. */
const ICONS: Record<string, React.ReactNode> = {
  Home: <HomeOutlined aria-hidden />,
  Frota: <CarOutlined aria-hidden />,
  Financeiro: <DollarOutlined aria-hidden />,
  Faturamento: <BarChartOutlined aria-hidden />,
  PCP: <ToolOutlined aria-hidden />,
  'Logística': <EnvironmentOutlined aria-hidden />,
  Estoque: <InboxOutlined aria-hidden />,
};

function toItem(node: MenuNode, topLevel = false): Item {
  if (node.kind === 'group') {
    return { key: node.key, label: node.title, icon: ICONS[node.title], children: node.children.map((c) => toItem(c)) };
  }
  // A real link (href) so the item can be opened in a new tab; plain clicks are routed by the menu.
  const label = node.disabled ? (
    node.title
  ) : (
    <a href={node.route} onClick={(e) => !(e.ctrlKey || e.metaKey || e.shiftKey) && e.preventDefault()}>
      {node.title}
    </a>
  );
  return { key: node.key, label, disabled: node.disabled, title: node.title, icon: topLevel ? ICONS[node.title] : undefined };
}

/**
 * The side menu: the catalogue filtered by the access rules (Home first, groups in catalogue
 * order, hidden codes removed, non-permitted items disabled). Keyboard: antd Menu (arrows, Enter).
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const ctx = useAccessContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nodes = useMemo(() => buildMenu(catalogue, ctx), [ctx]);
  const items = useMemo(() => nodes.map((n) => toItem(n, true)), [nodes]);
  const openGroup = nodes.find((n) => n.kind === 'group' && n.children.some((c) => c.route === pathname))?.key;
  // Controlled, not defaultOpenKeys: the menu mounts before the permissions arrive, and the current
  // screen's group must open whenever it becomes known (first load, navigation, company change). Opened in the render
  // where it becomes known (React's state from the previous render), not by an effect after it: the groups below
  // were painted first and then pushed down by the opening one (a layout shift on every screen's load at desktop width).
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [knownGroup, setKnownGroup] = useState<string | undefined>(undefined);
  if (openGroup !== knownGroup) {
    setKnownGroup(openGroup);
    if (openGroup && !openKeys.includes(openGroup)) setOpenKeys([...openKeys, openGroup]);
  }

  return (
    <Menu
      mode="inline"
      theme="light"
      aria-label="Menu principal"
      selectedKeys={[pathname]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      items={items}
      style={{ borderInlineEnd: 'none' }}
      onClick={({ key, domEvent }) => {
        if ((domEvent as React.MouseEvent).ctrlKey || (domEvent as React.MouseEvent).metaKey || (domEvent as React.MouseEvent).shiftKey) return;
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
