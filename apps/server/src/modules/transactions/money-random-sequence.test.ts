import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneySequence, prepareMoneySequence, sequenceClock } from '../../test/money-sequence.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';

const SEED = Number(process.env.MONEY_SEED ?? Date.now() % 1_000_000);
const OPS = Number(process.env.MONEY_OPS ?? 2000);

/**
 * The randomized money sequence at CI size (MONEY_SEED replays one, MONEY_OPS sets the length;
 * `npm run sim` runs the same sequence at any length). Afterwards the ledger invariant holds,
 * every game balance equals the provider's, every kiosk's ledger equals the agent credit it
 * moved, nothing is left open, and the provider audit agrees.
 */
describe('randomized money sequence', () => {
  let kit: MoneyKit;
  let sequence: MoneySequence;

  beforeAll(async () => {
    const clock = sequenceClock();
    kit = await startMoneyKit({ providerTimeoutMs: 5000, now: clock.now });
    sequence = await prepareMoneySequence(kit, clock);
  });
  afterAll(async () => kit.close());

  it(`holds the invariant and matches the provider after ${OPS} random operations (seed ${SEED})`, async () => {
    console.log(`randomized money sequence: MONEY_SEED=${SEED} MONEY_OPS=${OPS}`);
    const tally = await sequence.run({ ops: OPS, seed: SEED, invariantEveryOps: 250 });
    await sequence.drain();
    const failed = (await sequence.checks()).filter((check) => !check.ok);
    expect(failed, `seed ${SEED}`).toEqual([]);
    console.log(`randomized money sequence (seed ${SEED}) tally: ${JSON.stringify(tally)}`);
    expect(Object.keys(tally).filter((k) => !k.includes(':')).length).toBeGreaterThan(8);
  }, 600_000);
});
