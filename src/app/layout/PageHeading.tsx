import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { takeHeadingFocus } from './headingFocus.ts';

/**
 * The page's one h1 (screen title, Home, 404, access denied). Focusable by script only
 * (tabIndex -1): after a navigation the portal moves focus here (headingFocus.ts).
 */
export function PageHeading({ children, className, style }: { children: ReactNode; className?: string; style?: CSSProperties }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => takeHeadingFocus(ref.current), []);
  return (
    <h1 ref={ref} tabIndex={-1} className={['page-heading', className].filter(Boolean).join(' ')} style={style}>
      {children}
    </h1>
  );
}
