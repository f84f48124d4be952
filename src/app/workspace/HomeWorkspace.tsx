import { useMemo, useRef, useState } from 'react';
import { Alert, Typography } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/store.ts';
import { catalogue } from '../catalogue.ts';
import { useAccessContext } from '../layout/useAccessContext.ts';
import { goToEntries, type GoToEntry } from './goToMatch.ts';
import { moveItem, withHidden } from './reorder.ts';
import { useWorkspaceLoaded } from './store.ts';
import './workspace.css';

export const HOME_WORKSPACE_TEXTS = {
  favorites: 'Favoritas',
  favoritesEmpty: 'Marque uma tela com a estrela ao lado do título para vê-la aqui.',
  recent: 'Abertas recentemente',
  move: (title: string) => `Mover ${title}`,
  moveHelp: 'Arraste os cartões, ou use as setas no botão Mover, para mudar a ordem.',
  moved: (title: string, position: number, total: number) => `${title}: posição ${position} de ${total}.`,
} as const;

/**
 * Home's part of the personal workspace (issue 34): the user's favourite screens in this company first, as cards
 * (code and title) in the order the user dragged them to — drag by the handle, or focus the handle and use the arrows —
 * then the last screens opened. Only screens the user may open now are shown (the menu's entries).
 */
export function HomeWorkspace() {
  const token = useSession((s) => s.token);
  const company = useSession((s) => s.company);
  const ctx = useAccessContext();
  const { favorites, recent, loaded, error, setFavorites } = useWorkspaceLoaded(token, company?.id ?? null, true);
  const byCode = useMemo(() => {
    const map = new Map<number, GoToEntry>();
    for (const e of goToEntries(catalogue, ctx)) if (e.accessCode !== null && !e.disabled) map.set(e.accessCode, e);
    return map;
  }, [ctx]);
  const favoriteEntries = favorites.map((c) => byCode.get(c)).filter((e): e is GoToEntry => Boolean(e));
  const recentEntries = recent.map((c) => byCode.get(c)).filter((e): e is GoToEntry => Boolean(e));
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [preview, setPreview] = useState<number[] | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());

  if (!company || !loaded) return null;
  const shown = preview ? preview.map((c) => byCode.get(c)!).filter(Boolean) : favoriteEntries;
  const commit = (order: number[]) => void setFavorites(company.id, withHidden(order, favorites));

  const moveByKey = (index: number, delta: number, e: React.KeyboardEvent) => {
    const to = index + delta;
    if (to < 0 || to >= shown.length) return;
    e.preventDefault();
    const order = moveItem(shown.map((s) => s.accessCode!), index, to);
    commit(order);
    const entry = shown[index]!;
    setAnnouncement(HOME_WORKSPACE_TEXTS.moved(entry.title, to + 1, shown.length));
    // the handle keeps the focus as its card moves
    requestAnimationFrame(() => handles.current.get(entry.accessCode!)?.focus());
  };

  // Dragging with pointer events (mouse, pen, touch): the card under the pointer takes the dragged card's place.
  const onPointerDown = (code: number, e: React.PointerEvent) => {
    if (e.button !== 0) return;
    e.preventDefault();
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    setDragging(code);
    setPreview(favoriteEntries.map((f) => f.accessCode!));
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (dragging === null || !preview) return;
    const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-favorite]');
    const overCode = over ? Number(over.dataset.favorite) : null;
    if (overCode === null || overCode === dragging) return;
    setPreview(moveItem(preview, preview.indexOf(dragging), preview.indexOf(overCode)));
  };
  const onPointerUp = () => {
    if (dragging !== null && preview) {
      const changed = preview.join() !== favoriteEntries.map((f) => f.accessCode).join();
      if (changed) commit(preview);
    }
    setDragging(null);
    setPreview(null);
  };

  return (
    <div className="home-workspace">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <section aria-labelledby="home-favoritas">
        <Typography.Title level={2} id="home-favoritas" className="home-workspace-heading">
          {HOME_WORKSPACE_TEXTS.favorites}
        </Typography.Title>
        {shown.length === 0 ? (
          <p className="home-workspace-empty">{HOME_WORKSPACE_TEXTS.favoritesEmpty}</p>
        ) : (
          <>
            {shown.length > 1 && <p className="home-workspace-help" id="home-favoritas-ajuda">{HOME_WORKSPACE_TEXTS.moveHelp}</p>}
            <ol className="favorite-cards" ref={listRef} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
              {shown.map((entry, index) => (
                <li key={entry.route} className={`favorite-card${dragging === entry.accessCode ? ' is-dragging' : ''}`} data-favorite={entry.accessCode}>
                  <Link to={entry.route} className="favorite-card-link" draggable={false}>
                    <span className="favorite-card-code">{entry.code}</span>
                    <span className="favorite-card-title">{entry.title}</span>
                  </Link>
                  {shown.length > 1 && (
                    <button
                      type="button"
                      className="favorite-card-handle"
                      aria-label={HOME_WORKSPACE_TEXTS.move(entry.title)}
                      aria-describedby="home-favoritas-ajuda"
                      ref={(el) => {
                        if (el) handles.current.set(entry.accessCode!, el);
                        else handles.current.delete(entry.accessCode!);
                      }}
                      onPointerDown={(e) => onPointerDown(entry.accessCode!, e)}
                      onKeyDown={(e) => {
                        if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') moveByKey(index, -1, e);
                        else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') moveByKey(index, 1, e);
                      }}
                    >
                      <HolderOutlined aria-hidden />
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
        <p className="workspace-sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
      </section>
      {recentEntries.length > 0 && (
        <section aria-labelledby="home-recentes">
          <Typography.Title level={2} id="home-recentes" className="home-workspace-heading">
            {HOME_WORKSPACE_TEXTS.recent}
          </Typography.Title>
          <ul className="recent-list">
            {recentEntries.map((entry) => (
              <li key={entry.route}>
                <Link to={entry.route}>
                  <span className="favorite-card-code">{entry.code}</span> {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
