/**
 * The part of Vega the charts use, instead of the whole `vega` package: the runtime (View) with the
 * transforms Vega-Lite's output needs (vega-transforms, vega-view-transforms, vega-encode). Left out, with
 * their d3 modules: geo projections and maps (vega-geo), force layouts, trees, labels, regressions, Voronoi,
 * word clouds and crossfilter — ~50 kB brotli no chart of Mirante uses. The build refuses a chart whose
 * compiled spec needs a transform not registered here (scripts/chart-specs.ts, `unshippedTransforms`).
 */
import { extend } from 'vega-util';
import { transforms } from 'vega-dataflow';
import * as tx from 'vega-transforms';
import * as vtx from 'vega-view-transforms';
import * as encode from 'vega-encode';

extend(transforms, tx, vtx, encode);

/**
 * The transform types this bundle can run (lower case, as Vega specs name them): those of the modules above, not
 * the shared registry's keys — wherever the Vega-Lite compiler is loaded (the build, development), it brings the
 * whole `vega`, which registers every transform there.
 */
export const SHIPPED_TRANSFORMS: ReadonlySet<string> = new Set(Object.keys({ ...tx, ...vtx, ...encode }).map((t) => t.toLowerCase()));

export { View } from 'vega-view';
export { numberFormatDefaultLocale, timeFormatDefaultLocale } from 'vega-format';
