import { useId, useMemo, useRef, useState } from 'react';
import { Modal } from 'antd';
import { searchScreens, type GoToEntry } from './goToMatch.ts';
import { GO_TO_TEXTS } from './goToTexts.ts';

/**
 * "Ir para tela" (issue 34): a combobox (the search) controlling a listbox (the screens that match, best first).
 * Focus stays in the input; the arrows move the active option (aria-activedescendant), Enter opens it, Esc closes.
 * A screen not released for the user is listed as the menu shows it (disabled, 'Não liberada') and never opened.
 */
export function GoToScreenDialog({ open, entries, onClose, onOpen }: {
  open: boolean;
  entries: readonly GoToEntry[];
  onClose: () => void;
  onOpen: (entry: GoToEntry) => void;
}) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => searchScreens(entries, query), [entries, query]);
  const current = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (i: number) => `${listId}-opcao-${i}`;

  const choose = (entry: GoToEntry | undefined) => {
    if (!entry || entry.disabled) return;
    onOpen(entry);
  };
  const move = (to: number) => {
    if (matches.length === 0) return;
    const next = (to + matches.length) % matches.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' }); // absent in jsdom
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') move(current + 1);
    else if (e.key === 'ArrowUp') move(current - 1);
    else if (e.key === 'Home' && e.ctrlKey) move(0);
    else if (e.key === 'End' && e.ctrlKey) move(matches.length - 1);
    else if (e.key === 'Enter') choose(matches[current]);
    else return;
    e.preventDefault();
  };

  return (
    <Modal
      open={open}
      title={GO_TO_TEXTS.title}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(visible) => {
        // the modal focuses its own frame when it opens: the search is what the user came to type in
        if (visible) inputRef.current?.focus();
        else {
          setQuery('');
          setActive(0);
        }
      }}
      width="min(560px, calc(100vw - 24px))"
      className="go-to-dialog"
      styles={{ body: { paddingTop: 4 } }}
    >
      <input
        className="go-to-input"
        type="text"
        role="combobox"
        aria-label={GO_TO_TEXTS.input}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={matches.length ? optionId(current) : undefined}
        placeholder={GO_TO_TEXTS.placeholder}
        autoComplete="off"
        spellCheck={false}
        ref={inputRef}
        autoFocus
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="go-to-hint" aria-hidden>
        {GO_TO_TEXTS.hint}
      </p>
      <ul id={listId} role="listbox" aria-label="Telas" className="go-to-list">
        {matches.map((entry, i) => (
          <li
            key={entry.route}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            aria-disabled={entry.disabled || undefined}
            className={`go-to-option${i === current ? ' is-active' : ''}${entry.disabled ? ' is-disabled' : ''}`}
            // a click keeps the focus in the input (mousedown would move it to the option)
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== current && setActive(i)}
            onClick={() => choose(entry)}
          >
            {entry.code && <span className="go-to-code">{entry.code}</span>}
            <span className="go-to-title">{entry.title}</span>
            <span className="go-to-group">{entry.disabled ? GO_TO_TEXTS.notReleased : entry.group}</span>
          </li>
        ))}
      </ul>
      {matches.length === 0 && (
        <p className="go-to-empty" role="status">
          {GO_TO_TEXTS.none}
        </p>
      )}
    </Modal>
  );
}
