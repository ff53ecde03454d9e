import { describe, expect, it } from 'vitest';
import { runPeriodically } from './periodic.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runPeriodically', () => {
  it('runs at once, then on the interval, one run at a time, past a failure, until stopped', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const failures: unknown[] = [];
    const stop = runPeriodically(
      5,
      async () => {
        runs++;
        overlapped ||= running > 0;
        running++;
        await pause(12); // longer than the interval: the runs due meanwhile are skipped
        running--;
        if (runs === 1) throw new Error('first run failed');
      },
      (err) => failures.push(err),
    );
    await pause(1);
    expect(runs).toBe(1);
    for (let i = 0; i < 200 && runs < 3; i++) await pause(10);
    stop();
    const stoppedAt = runs;
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    expect(failures).toEqual([new Error('first run failed')]);
    await pause(30);
    expect(runs).toBe(stoppedAt);
  });

  it('runs nothing for an interval of 0 or not a number', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
    };
    runPeriodically(0, work, () => {});
    runPeriodically(Number.NaN, work, () => {});
    await pause(10);
    expect(runs).toBe(0);
  });
});
