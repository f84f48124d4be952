import { useEffect, useMemo, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../catalogue.ts';
import { useAccessContext } from '../layout/useAccessContext.ts';
import { useIsMobile } from '../layout/useIsMobile.ts';
import './workspace.css';
import { goToEntries } from './goToMatch.ts';
import { GO_TO_TEXTS } from './goToTexts.ts';
// Not loaded on first opening (OnceOpened) as the other dialogs are: mounted already open, antd's Modal lost an Escape
// pressed during its opening animation (a clean-clone e2e run, workspace.e2e.ts), and Ctrl+K, a few letters and Esc is
// how this dialog is used. It stays mounted closed; its own code is small (antd's Modal is in the first view already).
import { GoToScreenDialog } from './GoToScreenDialog.tsx';

/** Ctrl+K on Windows and Linux, Cmd+K on a Mac; never with Shift or Alt (other programs' shortcuts). */
export const isGoToShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/**
 * The top bar's search button and the Ctrl+K / Cmd+K shortcut, both opening "Ir para tela" over the menu's entries
 * (same permissions and hidden codes as the menu: goToEntries).
 */
export function GoToScreenButton() {
  const [open, setOpen] = useState(false);
  // on a phone the top bar has room for the icon only (its name stays, as aria-label)
  const compact = useIsMobile();
  const ctx = useAccessContext();
  const navigate = useNavigate();
  const entries = useMemo(() => goToEntries(catalogue, ctx), [ctx]);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const shortcut = mac ? '⌘K' : 'Ctrl+K';

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isGoToShortcut(e)) return;
      // the browser's own Ctrl+K (search bar) would take the focus away
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const label = `${GO_TO_TEXTS.title} (${shortcut})`;
  return (
    <>
      <Tooltip title={label}>
        <Button
          className="go-to-button"
          icon={<SearchOutlined aria-hidden />}
          aria-label={compact ? label : undefined}
          aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {compact ? null : GO_TO_TEXTS.title}
        </Button>
      </Tooltip>
      <GoToScreenDialog
        open={open}
        entries={entries}
        onClose={() => setOpen(false)}
        onOpen={(entry) => {
          setOpen(false);
          navigate(entry.route);
        }}
      />
    </>
  );
}
