import { useEffect, useState } from 'react';

/** When the browser reports no paint (a tab opened in the background, no paint timing), go on anyway. */
const FALLBACK_MS = 3000;

let firstPaint: Promise<void> | null = null;
let painted = false;

/**
 * Resolves, in a task of its own, once the browser has reported the page's first contentful
 * paint: the frame has been shown, not merely asked for (a requestAnimationFrame callback runs
 * before the frame is drawn, and Preact's effects run around it). Work started after this does
 * not compete with the first screen's own files and tasks. Without paint timing: after the next
 * frame.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      observer?.disconnect();
      clearTimeout(fallback);
      setTimeout(() => {
        painted = true;
        resolve();
      }, 0);
    };
    const fallback = setTimeout(done, FALLBACK_MS);
    if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else requestAnimationFrame(done);
  });
  return firstPaint;
}

/** False until the page's first contentful paint has been shown (see afterFirstPaint); true after. */
export function usePainted(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setShown(true);
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}

/** Runs `run` once the browser is idle (at the latest after a second); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
