import { describe, expect, it } from 'vitest';
import { moveItem, withHidden } from './reorder.ts';

describe('favourites order', () => {
  it('moves one card, clamped to the list', () => {
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, 9)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('keeps the favourites not shown (no longer released) after the ones reordered', () => {
    expect(withHidden([1370, 1325], [1325, 1329, 1370])).toEqual([1370, 1325, 1329]);
  });
});
