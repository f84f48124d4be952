import { useMediaQuery } from '../../engine/runtime/useMediaQuery.ts';

/** Below this width the side menu becomes a drawer (spec 1 §9: mobile breakpoint about 768 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** True on small screens (drawer menu). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
