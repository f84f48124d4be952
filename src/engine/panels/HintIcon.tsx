import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';

/**
 * The info icon beside a card's label or a column's title whose measure needs its rule said (`hint`, issue 28: the
 * same name means the same thing across screens, or says how it differs).
 *
 * On its own (cards, nested tables) the icon is in the tab order, the tooltip opens on hover and on keyboard focus,
 * and a screen reader reads the rule as the icon's name. Inside a grid header (`focusHost`: AG Grid's header cell,
 * reached with the arrow keys, where Tab leaves the header row) the icon is only drawn: the tooltip opens on hover
 * or while the header cell has the keyboard focus, and the cell carries the rule as its aria-description.
 */
export function HintIcon({ label, text, focusHost }: { label: string; text: string; focusHost?: HTMLElement }) {
  const wrap = useRef<HTMLSpanElement>(null);
  const [hostFocused, setHostFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    // Reading the rule must not open a clickable card's drill-down nor sort the column: stopped natively, since AG
    // Grid's header listens to native clicks below React's delegated handlers.
    const element = wrap.current;
    if (!element) return;
    const stopClick = (e: Event) => e.stopPropagation();
    const stopKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
    };
    element.addEventListener('click', stopClick);
    element.addEventListener('keydown', stopKey);
    return () => {
      element.removeEventListener('click', stopClick);
      element.removeEventListener('keydown', stopKey);
    };
  }, []);
  useEffect(() => {
    if (!focusHost) return;
    focusHost.setAttribute('aria-description', text);
    // only a keyboard focus opens it: AG Grid also focuses the header on a click, and the tooltip would stay open
    const onFocus = (e: FocusEvent) => setHostFocused(e.target === focusHost && focusHost.matches(':focus-visible'));
    const onBlur = () => setHostFocused(false);
    focusHost.addEventListener('focus', onFocus);
    focusHost.addEventListener('blur', onBlur);
    return () => {
      focusHost.removeAttribute('aria-description');
      focusHost.removeEventListener('focus', onFocus);
      focusHost.removeEventListener('blur', onBlur);
    };
  }, [focusHost, text]);

  if (focusHost) {
    return (
      <span ref={wrap} className="mirante-hint-wrap">
        <Tooltip title={text} open={hovered || hostFocused}>
          <span className="mirante-hint" aria-hidden data-hint={label} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
            <InfoCircleOutlined />
          </span>
        </Tooltip>
      </span>
    );
  }
  return (
    <span ref={wrap} className="mirante-hint-wrap">
      <Tooltip title={text} trigger={['hover', 'focus']}>
        <span className="mirante-hint" role="img" tabIndex={0} aria-label={`Sobre ${label}: ${text}`} data-hint={label}>
          <InfoCircleOutlined aria-hidden />
        </span>
      </Tooltip>
    </span>
  );
}
