import type { PanelKind } from '../types.ts';
import { schema, type CardsOptions } from './schema.ts';
import { CardsPanel } from './CardsPanel.tsx';

export default { kind: 'cards', schema, Component: CardsPanel } satisfies PanelKind<CardsOptions>;
