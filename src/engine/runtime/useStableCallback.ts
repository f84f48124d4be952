import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * One function for the component's whole life that runs the latest render's `fn`. For callbacks handed to memoized
 * parts (the filter form, a panel's renderer): a new function each render would draw them again. The latest `fn` is
 * set in a layout effect, before any event can call it.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
