import { withTheme } from '@rjsf/core';
import { generateTemplates } from '@rjsf/antd/lib/templates/index.js';
import { filterWidgets } from './widgets/index.ts';

/**
 * The filter form: @rjsf/core with @rjsf/antd's templates (labels, errors, layout, submit button) and the
 * engine's widgets — not @rjsf/antd's whole theme, whose widgets (antd Slider, DatePicker, Select, InputNumber)
 * no filter uses (every field names an engine widget, formSchema.ts) but every screen with filters downloaded.
 */
export const FilterFormBase = withTheme({ templates: generateTemplates(), widgets: filterWidgets });
