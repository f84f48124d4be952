import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOnUse } from '../../runtime/loadOnUse.ts';
import { App, Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useScreen } from '../../runtime/ScreenContext.ts';
import { defaultValues, writeFilters } from '../values.ts';
import { useSavedViewsHost } from './context.ts';
import { fromStored } from './relative.ts';
import { VIEW_TEXTS } from './texts.ts';
import type { SavedView } from './types.ts';
import { OnceOpened } from '../../runtime/OnceOpened.tsx';
import './views.css';

// The dialogs' code (antd Modal, Input, Checkbox, Popconfirm…) loads when one is first opened: every screen with
// filters draws the two buttons, few users open them.
const SaveViewDialog = loadOnUse(() => import('./SaveViewDialog.tsx').then((m) => m.SaveViewDialog));
const ViewsListDialog = loadOnUse(() => import('./ViewsListDialog.tsx').then((m) => m.ViewsListDialog));
const ManualLinkDialog = loadOnUse(() => import('./ManualLinkDialog.tsx').then((m) => m.ManualLinkDialog));

/**
 * 'Visões' and 'Salvar visão' beside the filters of every screen with filters (issue 34, docs/workspace.md), when the
 * host keeps views (ScreenRuntime's `views`). Applying a view puts its values in the form and the URL, as Filtrar does
 * (a relative period resolved on the day); the user's default view applies on opening when the URL names no filter
 * (a shared link or a reload keeps its own filters).
 */
export function SavedViewsBar() {
  const host = useSavedViewsHost();
  const screen = useScreen();
  const [searchParams] = useSearchParams();
  const { message } = App.useApp();
  const fields = screen.definition.filters?.fields ?? [];
  const [views, setViews] = useState<SavedView[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [listing, setListing] = useState(false);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const defaultChecked = useRef(false);
  const urlHadFilters = useRef(fields.some((f) => searchParams.has(f.name)));

  const reload = useCallback(async () => {
    if (!host) return [];
    try {
      const list = await host.list();
      setViews(list);
      setLoadError(null);
      return list;
    } catch {
      setLoadError(VIEW_TEXTS.loadFailed);
      return [];
    }
  }, [host]);

  const valuesOf = useCallback(
    (view: SavedView) => fromStored(fields, view.filtros, defaultValues(fields, screen.today), screen.today),
    [fields, screen.today],
  );
  const applyValues = useCallback(
    (view: SavedView) => {
      const values = valuesOf(view);
      screen.setDraft(values);
      screen.applyFilters(values);
    },
    [screen, valuesOf],
  );
  // The user's choice from the list: applied, and the list closes.
  const apply = useCallback(
    (view: SavedView) => {
      applyValues(view);
      setListing(false);
    },
    [applyValues],
  );

  useEffect(() => {
    void reload().then((list) => {
      if (defaultChecked.current) return;
      defaultChecked.current = true;
      const preferred = list.find((v) => v.padrao);
      // Not `apply`: a list the user opened while the views were loading stays open (closing it under their
      // pointer lost a 'Renomear' click, docs/workspace.md).
      if (preferred && !urlHadFilters.current) applyValues(preferred);
    });
    // once per screen: the default applies on opening only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  if (!host || fields.length === 0) return null;

  const linkOf = (view: SavedView) => {
    const query = writeFilters(fields, valuesOf(view), new URLSearchParams()).toString();
    return `${window.location.origin}${window.location.pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <div className="mirante-views-bar">
      <Button onClick={() => setListing(true)} aria-haspopup="dialog">
        {views.length > 0 ? `${VIEW_TEXTS.views} (${views.length})` : VIEW_TEXTS.views}
      </Button>
      <Button onClick={() => setSaving(true)} aria-haspopup="dialog">
        {VIEW_TEXTS.save}
      </Button>
      <OnceOpened open={saving}>
        <SaveViewDialog
          open={saving}
          host={host}
          fields={fields}
          values={screen.draft}
          today={screen.today}
          onClose={() => setSaving(false)}
          onSaved={(view) => {
            setSaving(false);
            void message.success(VIEW_TEXTS.saved(view.nome));
            void reload();
          }}
        />
      </OnceOpened>
      <OnceOpened open={listing}>
        <ViewsListDialog
          open={listing}
          views={views}
          error={loadError}
          onClose={() => setListing(false)}
          actions={{
            apply,
            rename: async (view, nome) => {
              await host.update(view.id, { nome });
              await reload();
            },
            toggleDefault: async (view) => {
              await host.update(view.id, { padrao: !view.padrao });
              await reload();
            },
            remove: async (view) => {
              await host.remove(view.id);
              await reload();
            },
            copyLink: async (view) => {
              const link = linkOf(view);
              try {
                await navigator.clipboard.writeText(link);
                void message.success(VIEW_TEXTS.copied);
              } catch {
                // no clipboard (an insecure origin, a refused permission): the link to copy by hand
                setManualLink(link);
              }
            },
          }}
        />
      </OnceOpened>
      <OnceOpened open={manualLink !== null}>
        <ManualLinkDialog link={manualLink} onClose={() => setManualLink(null)} />
      </OnceOpened>
    </div>
  );
}
