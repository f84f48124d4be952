// Types of the Vega packages vega.ts imports one by one: they ship no declarations of their own; the
// public ones are those of `vega` (vega-typings). The transform registries are plain objects.
declare module 'vega-util' {
  export { extend } from 'vega';
}
declare module 'vega-dataflow' {
  export const transforms: Record<string, unknown>;
}
declare module 'vega-transforms';
declare module 'vega-view-transforms';
declare module 'vega-encode';
declare module 'vega-view' {
  export { View } from 'vega';
}
declare module 'vega-parser' {
  export { parse } from 'vega';
}
declare module 'vega-format' {
  export { formatLocale as numberFormatDefaultLocale, timeFormatLocale as timeFormatDefaultLocale } from 'vega';
}
