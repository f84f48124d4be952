import type { PanelKind } from '../types.ts';
import { schema, type FiltersPanelOptions } from './schema.ts';
import { FilterForm } from '../../filters/FilterForm.tsx';

/** Places the screen's filter form where the panel is (e.g. the cash-flow days above its table). */
export default { kind: 'filters', schema, Component: FilterForm, handlesEmpty: true } satisfies PanelKind<FiltersPanelOptions>;
