import type { PanelKind } from '../types.ts';
import type { FiltersPanelOptions } from './schema.ts';
import { FilterForm } from '../../filters/FilterForm.tsx';

/** Places the screen's filter form where the panel is (e.g. the cash-flow days above its table). */
export default { kind: 'filters', Component: FilterForm, handlesEmpty: true } satisfies PanelKind<FiltersPanelOptions>;
