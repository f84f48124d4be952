import { matchPath } from 'react-router-dom';
import type { ScreenDefinition } from '../../engine/definition/screen-definition.ts';
import { isScreenAllowed, type AccessContext } from '../access/rules.ts';

/**
 * Where a change of company leaves the user (issue 28): on the same screen when the new company allows it (its
 * permissions loaded and the screen's code released), else Home — a route the new company denies would only show
 * 'Acesso Negado'. Only the path is kept: a detail or a code in the query (customer, operator) named the previous
 * company's data, so the screen opens with its defaults.
 */
export function screenAfterCompanyChange(pathname: string, ctx: AccessContext, screens: readonly ScreenDefinition[]): string {
  const screen = screens.find((s) => !s.public && matchPath({ path: s.route, end: true }, pathname));
  return screen && isScreenAllowed(screen.accessCode, ctx) ? pathname : '/home';
}
