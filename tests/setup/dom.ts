import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { message, notification } from 'antd';

// findBy* and waitFor give up after 1 s by default. A render that takes 0.2 s on an idle machine takes seconds while
// the e2e phase runs beside this one (scripts/test.sh): engine.test.tsx's drill-down dialog failed that way at load 12.
// A wait that succeeds returns as soon as it does, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// antd's message and notification live in a React root of their own that cleanup() does not unmount. Left alive,
// React's scheduler fires after the file's jsdom is torn down ("window is not defined", an unhandled error that
// fails the whole run). Destroy them and let React flush while the window still exists.
afterAll(async () => {
  message.destroy();
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
});

// antd's responsive helpers call matchMedia, which jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// AG Grid and antd measure elements with ResizeObserver.
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
