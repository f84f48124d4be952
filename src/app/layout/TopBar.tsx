import { Button, Layout, Tooltip } from 'antd';
import { BankOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useSession } from '../../session/store.ts';
import { logout } from '../session/actions.ts';
import { GoToScreenButton } from '../workspace/GoToScreenButton.tsx';
import { MySubscriptionsLink } from '../subscriptions/MySubscriptionsLink.tsx';

/**
 * Top bar (spec 1 §1): product name, selected company's trade name (a button that opens the
 * company picker), the user's nome and 'Sair'; with a company, 'Ir para tela' (Ctrl+K, issue 34) and 'Minhas assinaturas' (issue 36). The hamburger collapses/expands the side menu, or on
 * small screens opens the menu drawer.
 */
export function TopBar({ menuButtonLabel, onMenuButton }: { menuButtonLabel: string; onMenuButton: () => void }) {
  const user = useSession((s) => s.user);
  const company = useSession((s) => s.company);
  const openPicker = useSession((s) => s.openPicker);

  return (
    <Layout.Header className="app-header">
      <Button type="text" aria-label={menuButtonLabel} title={menuButtonLabel} icon={<MenuOutlined style={{ color: '#fff' }} />} onClick={onMenuButton} />
      <span className="brand">Mirante</span>
      {company && <GoToScreenButton />}
      {company && <MySubscriptionsLink />}
      <Tooltip title="Trocar empresa">
        <Button className="company-button" icon={<BankOutlined />} onClick={openPicker} aria-haspopup="dialog" data-testid="company-button">
          {company ? company.nome_fantasia : 'Selecionar empresa'}
        </Button>
      </Tooltip>
      {user && (
        <span className="user-name" data-testid="user-name">
          {user.nome}
        </span>
      )}
      {/* on a phone only the icon shows (the label is hidden by CSS), so the company's name keeps the room; the
          accessible name stays 'Sair' */}
      <Button icon={<LogoutOutlined />} onClick={logout} aria-label="Sair" title="Sair" className="logout-button">
        <span className="header-button-label">Sair</span>
      </Button>
    </Layout.Header>
  );
}
