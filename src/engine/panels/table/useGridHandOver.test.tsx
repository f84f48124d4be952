/**
 * The light rows' hand-over to AG Grid: the grid is shown once its first rows are drawn, at once when it has none, and
 * after a second when its first rows never draw (a table out of sight).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useGridHandOver } from './useGridHandOver.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

test('with rows: hidden when ready, shown the frame after its first rows are drawn', () => {
  const { result } = renderHook(() => useGridHandOver(true));
  act(() => result.current.gridReady());
  expect(result.current.drawn).toBe(false);
  act(() => result.current.showGrid());
  act(() => vi.advanceTimersToNextFrame());
  expect(result.current.drawn).toBe(true);
});

test('without rows: shown as soon as it is ready (no first rows to wait for)', () => {
  const { result } = renderHook(() => useGridHandOver(false));
  act(() => result.current.gridReady());
  act(() => vi.advanceTimersToNextFrame());
  expect(result.current.drawn).toBe(true);
});

test('with rows that never draw: shown anyway after a second', () => {
  const { result } = renderHook(() => useGridHandOver(true));
  act(() => result.current.gridReady());
  act(() => vi.advanceTimersByTime(980));
  expect(result.current.drawn).toBe(false);
  act(() => vi.advanceTimersByTime(20));
  act(() => vi.advanceTimersToNextFrame());
  expect(result.current.drawn).toBe(true);
});

test('the light rows are measured when the grid is placed', () => {
  const { result } = renderHook(() => useGridHandOver(true));
  expect(result.current.held).toBeNull();
  const light = document.createElement('div');
  light.getBoundingClientRect = () => ({ height: 312 }) as DOMRect;
  result.current.lightRef.current = light;
  act(() => result.current.gridPlaced(document.createElement('div')));
  expect(result.current.held).toBe(312);
});
