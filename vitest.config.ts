import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdMapToken, screenHeadings, xlsxInThread } from './vite.config.ts';
import { SlowFirstSequencer } from './tests/setup/slowFirstSequencer.ts';

/**
 * The component tests that need their modules fresh: they replace a module (`vi.mock`: the map's, the grid's, a
 * screen's runtime), count the styles antd inserts, or need AG Grid's chunk not yet loaded.
 */
const DOM_ISOLATED = [
  'src/components/map/MapView.test.tsx',
  'src/engine/panels/table/LightRows.test.tsx',
  'src/engine/tests/answerRedraws.test.tsx',
  'src/engine/panels/table/TablePanel.exportEarly.test.tsx',
  'src/engine/panels/table/TablePanel.settled.test.tsx',
  'scripts/antd-css-vars.test.tsx',
];

// Four projects, one command (`npm test` runs them all):
// - node:    *.test.ts anywhere (server, engine logic, definitions, schemas)
// - dom:     *.test.tsx (React components under jsdom), one module graph per worker
// - dom-isolated: the few *.test.tsx that need fresh modules (DOM_ISOLATED)
// - e2e:     tests/e2e/**/*.e2e.ts, real server + real Chromium, a file per worker (MIRANTE_E2E_WORKERS=1: one)
export default defineConfig({
  plugins: [react(), screenHeadings(), antdMapToken(), xlsxInThread()],
  test: {
    // React's scheduler runs its queue from setImmediate. Work queued by a dom file's last render (a passive effect,
    // an antd message closing) can run after that file's jsdom was torn down, where `window` no longer exists: an
    // unhandled ReferenceError inside react-dom after every test of the file has already passed or failed. Under a
    // loaded 2-core run it happened in 1 to 7 files per run (CI failed on it). tests/setup/dom.ts unmounts each
    // test's tree (antd's notices with it: they live in the test's App); this drops only that exact teardown error.
    //
    // The same for a chunk the engine asks for ahead (AG Grid's, loadGrid in gridChunk.ts) while a file's last test
    // draws a table: if the file ends first, vitest refuses to load the module into the torn-down environment and
    // reports an EnvironmentTeardownError (a clean-clone run, 2026-11-28: ListPanel.test.tsx, every test passed).
    // Nothing can use that module any more; only this error's name and message are dropped. The next file asks for
    // it again (runtime/loadOnUse.ts): with React.lazy the failure stayed, and a later file's tables in the same worker
    // showed 'Erro ao exibir o painel table' (a clean clone, 2026-12-07: stackedDrills.test.tsx after compare.test.tsx).
    onUnhandledError(error) {
      const stack = String(error.stack ?? '');
      const windowGone = error.message === 'window is not defined' && /react-dom|scheduler/.test(stack);
      const lateImport = error.name === 'EnvironmentTeardownError' && /after the environment was torn down/.test(error.message);
      return windowGone || lateImport ? false : undefined;
    },
    // One worker more than the cores (MIRANTE_TEST_WORKERS=N sets another number). Vitest's default in run mode is
    // cores − 1, which on the 2-core machines this runs on is one worker: every file in a row while a core idles
    // whenever a test waits on DuckDB's threads, PostgreSQL, a child server, the browser or a timer. With one per core
    // the cores were still 16–23 % idle; a third worker on 2 cores, measured side by side on an idle machine: node +
    // dom 231 → 206 s (390 → 400 CPU-s), e2e 352 → 326 s (docs/performance.md, "Test command", tenth round).
    maxWorkers: Number(process.env.MIRANTE_TEST_WORKERS) || availableParallelism() + 1,
    // Each project's slowest files first, also on a clean clone where vitest has no durations (the sequencer's file).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{common,src,server,screens,schemas,tests,scripts}/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          // a throwaway PostgreSQL cluster for the DuckDB/PostgreSQL tests (scripts/ensure-postgres.sh installs it);
          // the folder of the run's seeded DuckDB templates (server/src/test/seededDatabase.ts)
          globalSetup: ['tests/setup/postgres.ts', 'tests/setup/seedTemplates.ts'],
          // One module graph per worker: the server's modules (Fastify, every report, DuckDB's binding) are imported
          // once per worker instead of once per file. Measured on an idle 2-core machine, the node project alone:
          // 412 s wall / 774 CPU-s isolated, 261 s / 485 CPU-s without (import 144 → 22 s of worker time); all 155
          // files passed in vitest's order and shuffled (docs/performance.md, "Test command", seventh round). It
          // holds because no node file mocks a module (`vi.mock`): the two that stub globals unstub them after each
          // test. A file that must mock a module goes in the dom-isolated project (DOM_ISOLATED) or unstubs what it changed.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{src,tests,.storybook,scripts}/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...DOM_ISOLATED],
          setupFiles: ['tests/setup/dom.ts'],
          // One module graph and one jsdom per worker, as the node project: antd, its icons, RJSF and AG Grid are
          // imported once per worker instead of once per file (a file alone reloaded them for ≈ 3 s). What a file
          // leaves behind (storages, stores, SWR's cache, antd's styles in the document) is cleared by
          // tests/setup/dom.ts before the next; the engine's notices belong to each test's antd App
          // (engine/messages/notices.ts), not to antd's module. Measured: 171 s / 325 CPU-s → 74 s / 140 CPU-s, the
          // 38 files passing on 1, 2 and 3 workers (docs/performance.md, "Test command", fourteenth round).
          isolate: false,
          testTimeout: 60_000,
          // as long as a test may take: shell.test.tsx's beforeAll imports the private app's lazy chunk, which passed
          // vitest's default 10 s with two workers on a loaded 2-core machine
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: DOM_ISOLATED,
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          // One file per worker (maxWorkers above); MIRANTE_E2E_WORKERS=1 runs them one at a time. A file whose writes
          // another would see has its own server (support/ownServer.ts), machine-wide changes take a lock
          // (support/exclusive.ts), and the browser runs with 'reduce motion' (support/browser.ts): with antd's zooms
          // on, two files at once lost a click in a just-opened dialog now and then (docs/performance.md, "Test
          // command", ninth round). On an idle 2-core machine two took 325 s against 577 s for one. With isolation
          // off each worker runs its files in one module graph, so support/screenPage.ts's Chromium is launched once
          // per worker, not once per file.
          fileParallelism: process.env.MIRANTE_E2E_WORKERS !== '1',
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // expect.poll waits for what a busy machine (2 cores, several builds) renders slowly.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
