import { describe, expect, it } from 'vitest';
import { playSession } from './gameplay.ts';
import { KioskError } from './kiosk-error.ts';
import { KioskStore, type MoveKind } from './kiosk-store.ts';
import { randomInt, seededRandom } from './seeded-random.ts';

const SEED = Number(process.env.KIOSK_TEST_SEED ?? 20261122);

describe('KioskStore under a random sequence of moves, replays and play', () => {
  it(`keeps credit conserved and every reference applied once (seed ${SEED})`, () => {
    const random = seededRandom(SEED);
    const store = new KioskStore({ defaultAgentCreditSen: 5_000_000 });
    const kiosk = store.kiosk('K');
    const usernames = Array.from({ length: 8 }, () => store.createPlayer(kiosk, 'p').username);
    const sent: { reference: string; kind: MoveKind; username: string; amountSen: number }[] = [];
    let gameplayNetSen = 0;

    for (let step = 0; step < 5_000; step++) {
      const username = usernames[randomInt(random, 0, usernames.length - 1)]!;
      const roll = random();
      try {
        if (roll < 0.1 && sent.length) {
          const earlier = sent[randomInt(random, 0, sent.length - 1)]!;
          expect(store.move(kiosk, earlier).replayed).toBe(true);
        } else if (roll < 0.15) {
          const session = playSession(store, kiosk, username, { rounds: randomInt(random, 1, 5), random });
          gameplayNetSen += session.winSen - session.betSen;
        } else if (roll < 0.18) {
          store.player(kiosk, username).frozen = !store.player(kiosk, username).frozen;
        } else {
          const kinds: MoveKind[] = ['deposit', 'withdraw', 'set'];
          const move = {
            reference: `r${step}`,
            kind: kinds[randomInt(random, 0, 2)]!,
            username,
            amountSen: randomInt(random, 1, 300_000),
          };
          store.move(kiosk, move);
          sent.push(move);
        }
      } catch (error) {
        if (!(error instanceof KioskError)) throw error;
        expect(['account_frozen', 'insufficient_balance', 'insufficient_agent_credit']).toContain(error.code);
      }
    }

    const playersSen = usernames.reduce((sum, name) => sum + store.player(kiosk, name).balanceSen, 0);
    expect(playersSen + kiosk.agentCreditSen - gameplayNetSen, `seed ${SEED}`).toBe(5_000_000);
    for (const move of sent)
      expect(store.findByReference(kiosk, move.reference)?.reference).toBe(move.reference);
    for (const name of usernames) {
      const player = store.player(kiosk, name);
      expect(player.balanceSen).toBeGreaterThanOrEqual(0);
      const [latest] = store.scoreLog(kiosk, name, { limit: 1 });
      expect(latest?.balanceAfterSen ?? 0).toBe(player.balanceSen);
    }
  });
});
