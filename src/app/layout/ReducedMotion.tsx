import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { Provider as MotionProvider } from '@rc-component/motion';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../engine/runtime/useMediaQuery.ts';

/**
 * Honours 'reduce motion' (WCAG 2.3.3): antd's opening and closing motions (a dialog's zoom, a drawer's slide, a
 * message's fade) are switched off and the element is simply there or gone, and a clicked button sends out no
 * ripple (antd's wave). antd reads the motions from its motion library's context (`token.motion` would change the
 * theme's seed, which the build derives once: theme/antdTheme.ts) and the wave from its ConfigProvider.
 * Loading indicators keep turning: they say something is happening. Without the setting nothing changes.
 */
export function ReducedMotion({ children }: { children: ReactNode }) {
  const reduce = useMediaQuery(REDUCED_MOTION_QUERY);
  // always the same tree (a provider that came and went would remount the page); `undefined` leaves motion on
  return (
    <MotionProvider motion={reduce ? false : undefined}>
      <ConfigProvider wave={{ disabled: reduce }}>{children}</ConfigProvider>
    </MotionProvider>
  );
}
