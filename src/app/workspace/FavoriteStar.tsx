import { App, Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useSession } from '../../session/store.ts';
import { useWorkspace, useWorkspaceLoaded } from './store.ts';
import './workspace.css';

export const FAVORITE_LABEL = 'Favorita';
const TIPS = { add: 'Adicionar aos favoritos da Home', remove: 'Remover dos favoritos da Home' } as const;

/**
 * The star beside a screen's title (issue 34): a toggle button (aria-pressed) that keeps the screen among the user's
 * favourites in this company, shown first on Home.
 */
export function FavoriteStar({ accessCode }: { accessCode: number }) {
  const token = useSession((s) => s.token);
  const company = useSession((s) => s.company);
  const { favorites, loaded, toggleFavorite } = useWorkspaceLoaded(token, company?.id ?? null);
  const { message } = App.useApp();
  if (!company) return null;
  const on = favorites.includes(accessCode);
  return (
    <Tooltip title={on ? TIPS.remove : TIPS.add}>
      <Button
        type="text"
        className={`favorite-star${on ? ' is-on' : ''}`}
        aria-label={FAVORITE_LABEL}
        aria-pressed={on}
        disabled={!loaded}
        icon={on ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        onClick={async () => {
          await toggleFavorite(company.id, accessCode);
          // the star went back to what the server holds: say why
          const error = useWorkspace.getState().error;
          if (error) void message.error(error);
        }}
        data-testid="favorite-star"
      />
    </Tooltip>
  );
}
