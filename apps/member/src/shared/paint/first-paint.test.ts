import { afterEach, describe, expect, it, vi } from 'vitest';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A fresh copy of the module (it keeps the first paint for the page's life). */
const freshModule = async () => {
  vi.resetModules();
  return import('./first-paint.ts');
};

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint the browser reports, not for the next frame', async () => {
    let report: PaintCallback = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PaintCallback) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { afterFirstPaint } = await freshModule();
    let done = false;
    void afterFirstPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    report({ getEntriesByName: () => [] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await afterFirstPaint();
    expect(done).toBe(true);
  });

  it('goes on after the fallback delay when no paint is ever reported (a background tab)', async () => {
    vi.useFakeTimers();
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    const { afterFirstPaint } = await freshModule();
    let done = false;
    void afterFirstPaint().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
