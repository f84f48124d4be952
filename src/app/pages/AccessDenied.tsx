import { SHARED_MESSAGES } from '../../../common/messages.ts';
import { StatusMessage } from '../../engine/messages/StatusMessage.tsx';
import { PageHeading } from '../layout/PageHeading.tsx';

/** Exact text of spec 1 §2.3. */
export const ACCESS_DENIED_TEXT = SHARED_MESSAGES.accessDenied;

/** Shown when a private route is opened without its access code. */
export function AccessDenied() {
  return <StatusMessage status="forbidden" title={<PageHeading className="result-heading">{ACCESS_DENIED_TEXT}</PageHeading>} />;
}
