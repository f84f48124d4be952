import { useSession } from '../../session/store.ts';
import { loadPermissions } from './actions.ts';
import { afterNextPaint } from '../boot/afterPaint.ts';

/**
 * A page load with a session (a reload, a link opened in a signed-in tab) starts at once what the private portal
 * needs first — its chunk and the company's permissions — instead of one after the other (RouteGate's chunk, then
 * PrivateGate's, then PrivateApp's effect asking for the permissions): on a phone each step was a round trip before
 * the screen's heading (Lighthouse mobile LCP, docs/performance.md "Phones"). The permissions loader then finds
 * them loading and asks nothing twice. Not for '/' (the login page) or without a token; a signed-in user opening
 * a public page downloads the private chunk for nothing, a rare case.
 */
export function startPrivateEarly(pathname: string): void {
  const { token, company, permissions } = useSession.getState();
  if (!token || pathname === '/') return;
  // after the boot shell's first paint, as RouteGate itself (App.tsx); the permissions at once (no evaluation)
  afterNextPaint(() => void import('../public/PrivateGate.tsx'));
  if (company && permissions.status === 'idle') void loadPermissions(company.id);
}
