import type { CustomInnerHeaderProps } from 'ag-grid-react';
import { HintIcon } from '../HintIcon.tsx';

/**
 * A grid column title with its measure's rule (`hint`): the title, then the info icon whose tooltip opens on hover
 * or while the header cell has the keyboard focus; the cell carries the rule as its aria-description, so its name
 * stays the title (tests and screen readers find 'Faturamento', and hear the rule after it).
 */
export function HeaderWithHint(props: CustomInnerHeaderProps & { hint: string }) {
  return (
    <span className="ag-header-cell-text mirante-header-with-hint">
      {props.displayName}
      <HintIcon label={props.displayName} text={props.hint} focusHost={props.eGridHeader} />
    </span>
  );
}
