import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { FairQueue } from './fair-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('FairQueue', () => {
  it('runs one unit at a time in arrival order', async () => {
    const queue = new FairQueue(100);
    const order: number[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        queue.run(async () => {
          running++;
          most = Math.max(most, running);
          await tick();
          order.push(i);
          running--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('refuses with SERVER_BUSY past the limit and keeps serving the others', async () => {
    const queue = new FairQueue(2);
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => queue.run(async () => i)));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refused = results[3] as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(DomainError);
    expect(refused.reason.httpStatus).toBe(503);
    expect(await queue.run(async () => 'after')).toBe('after');
  });

  it('starves no caller: requests of two statements each finish in the order they came', async () => {
    // As /api/auth on a cache miss: the token's member, then the latest transaction. A caller's
    // second statement queues behind those already waiting, so no caller is overtaken for good.
    const queue = new FairQueue(1000);
    const finished: number[] = [];
    let waitedMost = 0;
    await Promise.all(
      Array.from({ length: 200 }, async (_, caller) => {
        for (let statement = 0; statement < 2; statement++) {
          const queuedBehind = queue.length;
          waitedMost = Math.max(waitedMost, queuedBehind);
          await queue.run(async () => {
            await tick();
          });
        }
        finished.push(caller);
      }),
    );
    expect(finished).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(waitedMost).toBeLessThan(200);
  });

  it('passes on when a unit fails', async () => {
    const queue = new FairQueue(10);
    const failed = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});
