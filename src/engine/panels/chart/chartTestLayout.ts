import { afterAll, beforeAll } from 'vitest';

/**
 * For chart tests under jsdom (call inside a describe): jsdom lays nothing out, so the chart's container gets
 * a width of 800 px as a browser would give it; and there is no canvas, so Vega estimates text widths instead
 * of logging jsdom's 'Not implemented'.
 */
export function fakeChartLayout(): void {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  const getContext = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext')!;
  beforeAll(() => {
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('mirante-chart-canvas') ? 800 : original.get!.call(this);
      },
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', getContext);
  });
}
