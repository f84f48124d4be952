import type { PanelKind } from '../types.ts';
import type { AccordionOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

/** 'accordion': items opening to tables fetched per item (1494 deliveries → documents). */
export default {
  kind: 'accordion',
  Component: lazyPanel(() => import('./AccordionPanel.tsx').then((m) => m.AccordionPanel)),
  // The list draws its title above the items itself.
  drawsTitle: true,
  handlesEmpty: true,
} satisfies PanelKind<AccordionOptions>;
