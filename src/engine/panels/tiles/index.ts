import type { PanelKind } from '../types.ts';
import type { TilesOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

/** 'tiles': cards from rows with colour bands, a live timer, a client filter and actions (1330, 1396). */
export default { kind: 'tiles', Component: lazyPanel(() => import('./TilesPanel.tsx').then((m) => m.TilesPanel)), handlesEmpty: true, drawsTitle: true } satisfies PanelKind<TilesOptions>;
