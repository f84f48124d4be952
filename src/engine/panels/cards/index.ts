import type { PanelKind } from '../types.ts';
import type { CardsOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

export default { kind: 'cards', Component: lazyPanel(() => import('./CardsPanel.tsx').then((m) => m.CardsPanel)) } satisfies PanelKind<CardsOptions>;
