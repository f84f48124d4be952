import type { CSSProperties } from 'react';
import { formatValue } from '../../format/index.ts';
import { getPath } from '../../calls/templates.ts';
import type { PanelProps } from '../types.ts';
import type { CardDefinition, CardsOptions } from './schema.ts';
import { activateOnKey } from '../../runtime/keyboard.ts';
import { HintIcon } from '../HintIcon.tsx';
import { Delta } from '../shared/Delta.tsx';

function toneClass(card: CardDefinition, value: unknown): string {
  if (!card.tone || card.tone === 'default') return '';
  if (card.tone === 'sign') {
    const n = Number(value);
    return n < 0 ? 'tone-sign-negative' : n > 0 ? 'tone-sign-positive' : '';
  }
  if (card.tone === 'negativeRed') {
    if (value === null || value === undefined || value === '' || Number.isNaN(Number(value))) return '';
    return Number(value) < 0 ? 'tone-sign-negative' : 'tone-sign-positive';
  }
  return `tone-${card.tone}`;
}

function ValueCard({ card, data, props }: { card: CardDefinition; data: unknown; props: PanelProps<CardsOptions> }) {
  const value = getPath(data, card.value);
  const action = card.action;
  const clickable = Boolean(action && props.canRun(action, { value, row: data as Record<string, unknown> }));
  const open = () => action && clickable && props.runAction(action, { value, row: data as Record<string, unknown> });
  return (
    <div
      className={`mirante-card${clickable ? ' clickable' : ''}`}
      data-card={card.label}
      data-clickable={clickable ? 'true' : 'false'}
      role={clickable ? 'button' : undefined}
      tabIndex={clickable ? 0 : undefined}
      aria-disabled={action && !clickable ? true : undefined}
      onClick={clickable ? open : undefined}
      onKeyDown={clickable ? (e) => activateOnKey(e, open) : undefined}
    >
      <span className="mirante-text-hint">{card.label}</span>
      {card.hint && <HintIcon label={card.label} text={card.hint} />}
      <div className={`mirante-card-value ${toneClass(card, value)}`}>{formatValue(value, card.format ?? 'text', card)}</div>
      {props.compare && card.compare !== false && (
        <Delta
          label={props.compare.label}
          loading={props.compare.loading}
          failed={props.compare.failed}
          value={getPath(props.compare.data, card.value)}
          current={value}
          format={card.format ?? 'text'}
          options={card}
          upIs={card.upIs}
        />
      )}
      {card.lines?.map((line) => (
        <div key={line.label}>
          <span className="mirante-text-hint">{line.label}: </span>
          {formatValue(getPath(data, line.value), line.format ?? 'text', line)}
        </div>
      ))}
    </div>
  );
}

/**
 * Groups of value cards; a card with an action is clickable only when the action can run (e.g. amount > 0). Plain
 * elements and a CSS grid for the cards, labels, titles and columns (not antd's Card, Typography, Row and Col): a
 * dozen cards drew ~70 antd components, each computing its theme and measuring itself (docs/performance.md "Phones").
 */
export function CardsPanel(props: PanelProps<CardsOptions>) {
  return (
    <div className="mirante-cards">
      {props.options.groups.map((group, g) => (
        <div key={g} className="mirante-cards-group" role="group" aria-label={group.title} data-group={group.title}>
          {group.title && <h5 className="mirante-cards-title">{group.title}</h5>}
          <div className="mirante-grid mirante-cards-grid" style={{ '--lg': Math.max(6, Math.floor(24 / group.cards.length)) } as CSSProperties}>
            {group.cards.map((card) => (
              <div key={card.label}>
                <ValueCard card={card} data={props.data} props={props} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
