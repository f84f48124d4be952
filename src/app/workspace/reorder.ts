/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || target === from) return next;
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/**
 * The whole favourites list after the visible ones were reordered: the visible codes in their new order, then the
 * ones not shown (a screen no longer released stays a favourite, at the end, and comes back if released again).
 */
export function withHidden(visibleOrder: readonly number[], all: readonly number[]): number[] {
  const shown = new Set(visibleOrder);
  return [...visibleOrder, ...all.filter((c) => !shown.has(c))];
}
