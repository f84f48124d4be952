import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './WhenNear.tsx';

/** A stand-in IntersectionObserver (jsdom has none): the test says when the watched box comes near. */
let observers: { callback: IntersectionObserverCallback; margin?: string; watched: Element[] }[] = [];
class FakeObserver {
  entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin, watched: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.watched.push(element);
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
}
const comeNear = () => act(() => observers.forEach((o) => o.callback(o.watched.map((target) => ({ target, isIntersecting: true })) as IntersectionObserverEntry[], {} as IntersectionObserver)));

describe('WhenNear (tables and charts drawn when they come near the viewport)', () => {
  beforeEach(() => {
    observers = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  test('holds the place until near, then draws for good', () => {
    const view = render(<WhenNear minHeight={320} settled>{<p>grade</p>}</WhenNear>);
    expect(screen.queryByText('grade')).toBeNull();
    expect(view.container.querySelector<HTMLElement>('.mirante-panel-deferred')!.style.minHeight).toBe('320px');
    expect(observers[0]!.margin).toBe('600px 0px');
    comeNear();
    expect(screen.getByText('grade')).toBeTruthy();
    expect(observers).toEqual([]);
  });

  test('judges the place only once the panels above have their data', () => {
    const view = render(<WhenNear minHeight={240} settled={false}>{<p>grade</p>}</WhenNear>);
    expect(observers).toEqual([]);
    view.rerender(<WhenNear minHeight={240} settled>{<p>grade</p>}</WhenNear>);
    expect(observers).toHaveLength(1);
  });

  test('printing draws it wherever it is', () => {
    render(<WhenNear minHeight={240} settled={false}>{<p>grade</p>}</WhenNear>);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getByText('grade')).toBeTruthy();
  });
});
