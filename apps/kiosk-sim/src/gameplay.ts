import { randomUUID } from 'node:crypto';
import { KioskError } from './kiosk-error.ts';
import type { GameSession, Kiosk, KioskStore } from './kiosk-store.ts';
import { type Random, randomInt } from './seeded-random.ts';

const GAMES = ['Dragon Fortune', 'Lucky Panda', 'Ocean King', 'Great Blue', 'Golden Tiger', 'Baccarat'];
// Most spins lose; a few pay well. The house keeps a little over time.
const WIN_MULTIPLIERS = [0, 0, 0, 0, 0, 0.5, 1, 1.5, 2, 2, 3, 5];
export const MAX_ROUNDS = 1000;

/**
 * Plays `rounds` bets for one player in one game session: each bet (0.10 to 5.00 RM, never
 * more than the balance) is turnover; a win pays a multiple of it. Stops when the balance is 0.
 */
export function playSession(
  store: KioskStore,
  kiosk: Kiosk,
  username: string,
  options: { rounds: number; random: Random; game?: string },
): GameSession {
  const player = store.player(kiosk, username);
  if (player.frozen) throw new KioskError('account_frozen', 'Player account is frozen.');
  const session: GameSession = {
    id: randomUUID(),
    username,
    game: options.game ?? GAMES[randomInt(options.random, 0, GAMES.length - 1)]!,
    startedAt: store.now().toISOString(),
    endedAt: null,
    betSen: 0,
    winSen: 0,
  };
  const rounds = Math.min(options.rounds, MAX_ROUNDS);
  for (let round = 0; round < rounds && player.balanceSen > 0; round++) {
    const betSen = Math.min(player.balanceSen, 10 * randomInt(options.random, 1, 50));
    const beforeBet = player.balanceSen;
    player.balanceSen -= betSen;
    player.turnoverSen += betSen;
    session.betSen += betSen;
    store.record(kiosk, player, 'bet', null, beforeBet);
    const multiplier = WIN_MULTIPLIERS[randomInt(options.random, 0, WIN_MULTIPLIERS.length - 1)]!;
    const winSen = Math.round(betSen * multiplier);
    if (winSen > 0) {
      const beforeWin = player.balanceSen;
      player.balanceSen += winSen;
      session.winSen += winSen;
      store.record(kiosk, player, 'win', null, beforeWin);
    }
  }
  session.endedAt = store.now().toISOString();
  store.addSession(kiosk, session);
  return session;
}

/** One autoplay tick: a random unfrozen player with credit, in a kiosk not in maintenance, plays a few rounds. */
export function autoplayTick(store: KioskStore, random: Random): GameSession | null {
  const candidates: { kiosk: Kiosk; username: string }[] = [];
  for (const kiosk of store.allKiosks()) {
    if (kiosk.maintenance) continue;
    for (const player of kiosk.players.values())
      if (!player.frozen && player.balanceSen > 0) candidates.push({ kiosk, username: player.username });
  }
  if (candidates.length === 0) return null;
  const pick = candidates[randomInt(random, 0, candidates.length - 1)]!;
  return playSession(store, pick.kiosk, pick.username, { rounds: randomInt(random, 1, 5), random });
}
