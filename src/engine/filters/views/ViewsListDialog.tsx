import { useState } from 'react';
import { Alert, Button, Input, Modal, Popconfirm, Tag } from 'antd';
import { VIEW_TEXTS } from './texts.ts';
import type { SavedView } from './types.ts';

export interface ViewActions {
  apply(view: SavedView): void;
  rename(view: SavedView, nome: string): Promise<void>;
  toggleDefault(view: SavedView): Promise<void>;
  remove(view: SavedView): Promise<void>;
  copyLink(view: SavedView): Promise<void>;
}

/**
 * 'Visões': the screen's saved views by name, each a button that applies it, with its actions beside it (make it the
 * default or not, copy its link, rename, delete). Plain buttons in a list: every action is a Tab away.
 */
export function ViewsListDialog({ open, views, error, onClose, actions }: {
  open: boolean;
  views: SavedView[];
  error: string | null;
  onClose: () => void;
  actions: ViewActions;
}) {
  const [renaming, setRenaming] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setActionError(null);
    try {
      await work();
      return true;
    } catch (e) {
      setActionError((e as Error).message);
      return false;
    }
  };

  return (
    <Modal open={open} title={VIEW_TEXTS.listTitle} onCancel={onClose} footer={null} destroyOnHidden width="min(640px, calc(100vw - 24px))">
      {error && <Alert type="error" showIcon title={error} />}
      {actionError && <Alert type="error" showIcon title={actionError} role="alert" style={{ marginBottom: 8 }} />}
      {!error && views.length === 0 && <p>{VIEW_TEXTS.empty}</p>}
      <ul className="mirante-views-list">
        {views.map((view) => (
          <li key={view.id} className="mirante-view-item">
            {renaming === view.id ? (
              <form
                className="mirante-view-rename"
                onSubmit={(e) => {
                  e.preventDefault();
                  void run(() => actions.rename(view, name.trim())).then((ok) => ok && setRenaming(null));
                }}
              >
                <Input aria-label={VIEW_TEXTS.renameLabel(view.nome)} value={name} maxLength={80} autoFocus onChange={(e) => setName(e.target.value)} />
                <Button htmlType="submit" type="primary">
                  {VIEW_TEXTS.saveButton}
                </Button>
                <Button onClick={() => setRenaming(null)}>{VIEW_TEXTS.cancel}</Button>
              </form>
            ) : (
              <>
                <Button type="link" className="mirante-view-apply" aria-label={VIEW_TEXTS.apply(view.nome)} onClick={() => actions.apply(view)}>
                  {view.nome}
                </Button>
                {view.padrao && <Tag color="blue">{VIEW_TEXTS.defaultTag}</Tag>}
                <span className="mirante-view-actions" role="group" aria-label={VIEW_TEXTS.actionsOf(view.nome)}>
                  <Button size="small" onClick={() => void run(() => actions.toggleDefault(view))}>
                    {view.padrao ? VIEW_TEXTS.unsetDefault : VIEW_TEXTS.setDefault}
                  </Button>
                  <Button size="small" onClick={() => void run(() => actions.copyLink(view))}>
                    {VIEW_TEXTS.copyLink}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => {
                      setName(view.nome);
                      setRenaming(view.id);
                    }}
                  >
                    {VIEW_TEXTS.rename}
                  </Button>
                  <Popconfirm
                    title={VIEW_TEXTS.confirmRemove(view.nome)}
                    okText={VIEW_TEXTS.yes}
                    cancelText={VIEW_TEXTS.no}
                    onConfirm={() => void run(() => actions.remove(view))}
                  >
                    <Button size="small" danger>
                      {VIEW_TEXTS.remove}
                    </Button>
                  </Popconfirm>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
