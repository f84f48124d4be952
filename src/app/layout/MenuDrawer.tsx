import { Drawer } from 'antd';
import { SideMenu } from './SideMenu.tsx';

/** The side menu in a drawer from the left, below 768 px (spec 1 §2.5). */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="Menu" placement="left" open={open} onClose={onClose} size={280} styles={{ body: { padding: 0 } }}>
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
