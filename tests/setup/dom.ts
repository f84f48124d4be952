import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mutate } from 'swr';
import { useSession } from '../../src/session/store.ts';
import { useWorkspace } from '../../src/app/workspace/store.ts';
import { setApiTransport } from '../../src/api/client.ts';
import { cleanup, configure } from '@testing-library/react';
import { loadsSettled } from '../../src/engine/runtime/loadOnUse.ts';

// findBy* and waitFor give up after 1 s by default. A render that takes 0.2 s on an idle machine takes seconds while
// the e2e phase runs beside this one (scripts/test.sh): engine.test.tsx's drill-down dialog failed that way at load 12.
// A wait that succeeds returns as soon as it does, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// A file ends only once the code its screens asked for has come: an import still in flight at its end was refused by
// the torn-down environment, and the module that asked for it stayed broken for the worker's later files
// (runtime/loadOnUse.ts, loadsSettled). Not longer than 10 s, should a file hold a download and forget to let it go
// (LightRows.test.tsx holds AG Grid's chunk for the whole file and lets it go in its own afterAll, which runs first).
afterAll(() => Promise.race([loadsSettled(), new Promise((resolve) => setTimeout(resolve, 10_000))]));

// The dom project runs a worker's files in one module graph and one jsdom (vitest.config.ts, isolate: false). What
// one file left there, the next must not see: each starts with empty storages, signed out, no API transport, SWR's
// cache empty, and a document without styles. antd's CSS-in-JS writes each style once per worker and a later file
// would find the earlier one's rules in the document: jsdom's getComputedStyle matches every rule against the
// element (engine/tests/jsdomStyles.tsx says why that is slow), and TablePanel.test.tsx took 47 s instead of 6.
beforeAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState(useSession.getInitialState(), true);
  useWorkspace.setState(useWorkspace.getInitialState(), true);
  setApiTransport(null);
  await mutate(() => true, undefined, { revalidate: false });
  for (const node of document.head.querySelectorAll('style')) node.remove();
  document.body.replaceChildren();
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
