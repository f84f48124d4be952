import { useRef } from 'react';
import { MENU_MAX_WIDTH, MENU_MIN_WIDTH, clampMenuWidth } from './menuWidth.ts';

interface Props {
  width: number;
  onResize(width: number): void;
  onResizeEnd(width: number): void;
}

/**
 * The drag handle on the side menu's right edge (pointer drag, or arrow keys when focused);
 * the width stays between 200 and 300 px.
 */
export function ResizeHandle({ width, onResize, onResizeEnd }: Props) {
  const drag = useRef<{ startX: number; startWidth: number; last: number } | null>(null);

  return (
    <div
      className="app-sider-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label="Redimensionar menu"
      aria-valuemin={MENU_MIN_WIDTH}
      aria-valuemax={MENU_MAX_WIDTH}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={(e) => {
        e.preventDefault();
        e.currentTarget.setPointerCapture?.(e.pointerId);
        drag.current = { startX: e.clientX, startWidth: width, last: width };
      }}
      onPointerMove={(e) => {
        if (!drag.current) return;
        const next = clampMenuWidth(drag.current.startWidth + e.clientX - drag.current.startX);
        drag.current.last = next;
        onResize(next);
      }}
      onPointerUp={() => {
        if (drag.current) onResizeEnd(drag.current.last);
        drag.current = null;
      }}
      onKeyDown={(e) => {
        const step = e.key === 'ArrowLeft' ? -10 : e.key === 'ArrowRight' ? 10 : 0;
        if (!step) return;
        e.preventDefault();
        const next = clampMenuWidth(width + step);
        onResize(next);
        onResizeEnd(next);
      }}
    />
  );
}
