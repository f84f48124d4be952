import { describe, expect, test } from 'vitest';
import { heavyChunks, type BundleChunk } from './heavy-chunks.ts';
import { HEAVY_KINDS } from '../src/engine/runtime/firstView.ts';

const chunk = (fileName: string, source: string | null, imports: string[] = [], isEntry = false): BundleChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: source && `/repo/${source}`,
  imports,
  isEntry,
});

const bundle = (...chunks: BundleChunk[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('heavyChunks (the scripts index.html lists for the table and chart preloads)', () => {
  const common = [
    chunk('assets/index.js', null, ['assets/react.js'], true),
    chunk('assets/react.js', null),
    chunk('assets/RouteGate.js', 'src/app/public/RouteGate.tsx', ['assets/react.js']),
    chunk('assets/PrivateGate.js', 'src/app/public/PrivateGate.tsx', ['assets/antd.js']),
    chunk('assets/antd.js', null),
    chunk('assets/ScreenRuntime.js', 'src/engine/ScreenRuntime.tsx', ['assets/antd.js', 'assets/format.js']),
    chunk('assets/format.js', null),
  ];

  test("each renderer with what it imports, less what the page and the engine have already asked for", () => {
    const list = heavyChunks(
      bundle(
        ...common,
        chunk('assets/TableKindPanel.js', 'src/engine/panels/table/TableKindPanel.tsx', ['assets/ScreenRuntime.js', 'assets/format.js', 'assets/grid-extra.js']),
        chunk('assets/grid-extra.js', null, ['assets/react.js']),
        chunk('assets/ChartView.js', 'src/engine/panels/chart/ChartView.tsx', ['assets/ScreenRuntime.js']),
      ),
    );
    expect(list).toEqual({ table: ['/assets/TableKindPanel.js', '/assets/grid-extra.js'], chart: ['/assets/ChartView.js'] });
    expect(Object.keys(list).sort()).toEqual([...HEAVY_KINDS].sort());
  });

  test('a renderer missing from the bundle stops the build (the preload would silently stop)', () => {
    expect(() => heavyChunks(bundle(...common, chunk('assets/ChartView.js', 'src/engine/panels/chart/ChartView.tsx')))).toThrow(/TableKindPanel/);
  });
});
