import { useContext } from 'react';
import { resolveText, todayIso } from '../../../calls/templates.ts';
import { PanelEnvironmentContext } from '../../../runtime/PanelEnvironment.ts';
import { ScreenContext } from '../../../runtime/ScreenContext.ts';
import type { ExportPlace } from './exportFileName.ts';

/**
 * Where a table is drawn, for its download's name (exportFileName.ts): the screen, or the open drill-down it sits in
 * (its code and title), the screen's period filters in force and the business date. A table drawn alone (component
 * tests, the kind catalogue) has no screen: its own title and today.
 */
export function useExportPlace(tableTitle: string | undefined): ExportPlace {
  const screen = useContext(ScreenContext);
  const env = useContext(PanelEnvironmentContext);
  if (!screen || !env) return { title: tableTitle ?? '', today: todayIso() };
  const { definition } = screen;
  const drill = env.drillId ? definition.drilldowns?.[env.drillId] : undefined;
  return {
    code: drill ? (drill.code ?? definition.code) : definition.code,
    title: tableTitle ?? (drill ? resolveText(drill.title, env.scope) : definition.title),
    fields: definition.filters?.fields,
    filters: env.scope.filters,
    today: screen.today,
  };
}
