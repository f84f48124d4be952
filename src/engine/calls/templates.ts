/**
 * Resolves the data templates of a definition. The pure resolution lives in common/templates.ts, shared with the
 * server's subscriptions (a screen e-mailed asks the reports what the portal asks); this module adds the portal's
 * business date.
 */
import dayjs from 'dayjs';
import { serverToday } from '../../api/businessDate.ts';

export {
  getPath, resolveCall, resolveDate, resolveParam, resolvePeriod, resolveTemplate, resolveText,
  type ResolvedCall, type TemplateScope,
} from '../../../common/templates.ts';

/** The business date 'YYYY-MM-DD': the server's (from /config.js), else the browser's calendar date. */
export function todayIso(): string {
  return serverToday() ?? dayjs().format('YYYY-MM-DD');
}
