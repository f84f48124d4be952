import type { PanelKind } from '../types.ts';
import { schema, type TilesOptions } from './schema.ts';
import { TilesPanel } from './TilesPanel.tsx';

/** 'tiles': cards from rows with colour bands, a live timer, a client filter and actions (1330, 1396). */
export default { kind: 'tiles', schema, Component: TilesPanel, handlesEmpty: true } satisfies PanelKind<TilesOptions>;
