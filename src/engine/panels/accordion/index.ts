import type { PanelKind } from '../types.ts';
import { schema, type AccordionOptions } from './schema.ts';
import { AccordionPanel } from './AccordionPanel.tsx';

/** 'accordion': items opening to tables fetched per item (1494 deliveries → documents). */
export default { kind: 'accordion', schema, Component: AccordionPanel, handlesEmpty: true } satisfies PanelKind<AccordionOptions>;
