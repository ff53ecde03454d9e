import { randomBytes, randomUUID } from 'node:crypto';
import { KioskError } from './kiosk-error.ts';

export type ScoreKind = 'deposit' | 'withdraw' | 'bet' | 'win' | 'set';
export type MoveKind = 'deposit' | 'withdraw' | 'set';

export type Player = {
  username: string;
  password: string;
  balanceSen: number;
  frozen: boolean;
  turnoverSen: number;
  createdAt: string;
};

/** amountSen is the size of the change (never negative); the direction is in kind and before/after. */
export type ScoreEntry = {
  providerTxId: string;
  reference: string | null;
  username: string;
  kind: ScoreKind;
  amountSen: number;
  balanceBeforeSen: number;
  balanceAfterSen: number;
  at: string;
};

export type GameSession = {
  id: string;
  username: string;
  game: string;
  startedAt: string;
  endedAt: string | null;
  betSen: number;
  winSen: number;
};

type ReferencedMove = { kind: MoveKind; username: string; amountSen: number; entry: ScoreEntry };

export type Kiosk = {
  code: string;
  /** null until an admin sets it or the first agent call brings one. */
  agentKey: string | null;
  agentCreditSen: number;
  maintenance: boolean;
  players: Map<string, Player>;
  /** Per player, oldest first, bounded. */
  logs: Map<string, ScoreEntry[]>;
  byReference: Map<string, ReferencedMove>;
  /** Per player, oldest first, bounded. */
  sessions: Map<string, GameSession[]>;
};

export type StoreOptions = { defaultAgentCreditSen: number; now?: () => Date };

// Per player; moves with a reference stay findable by it beyond this.
const MAX_LOG_ENTRIES = 20_000;
const MAX_SESSIONS = 2_000;
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** All simulator state, in memory: a restart or `reset()` forgets everything. */
export class KioskStore {
  private kiosks = new Map<string, Kiosk>();
  private sequence = 0;
  // Provider ids stay unique across restarts, so the server never sees one reused.
  private bootId = randomUUID().slice(0, 8);
  readonly now: () => Date;

  constructor(private readonly options: StoreOptions) {
    this.now = options.now ?? (() => new Date());
  }

  reset(): void {
    this.kiosks.clear();
    this.sequence = 0;
    this.bootId = randomUUID().slice(0, 8);
  }

  allKiosks(): Kiosk[] {
    return [...this.kiosks.values()];
  }

  /** The kiosk, created on demand with the default agent credit. */
  kiosk(code: string): Kiosk {
    let kiosk = this.kiosks.get(code);
    if (!kiosk) {
      kiosk = {
        code,
        agentKey: null,
        agentCreditSen: this.options.defaultAgentCreditSen,
        maintenance: false,
        players: new Map(),
        logs: new Map(),
        byReference: new Map(),
        sessions: new Map(),
      };
      this.kiosks.set(code, kiosk);
    }
    return kiosk;
  }

  /** The kiosk an agent call addresses: checks the agent key and the maintenance flag. */
  kioskForAgent(code: string, agentKey: string | undefined): Kiosk {
    if (!agentKey) throw new KioskError('unauthorized', 'Missing agent key.');
    const kiosk = this.kiosk(code);
    if (kiosk.agentKey === null) kiosk.agentKey = agentKey;
    if (kiosk.agentKey !== agentKey) throw new KioskError('unauthorized', 'Wrong agent key.');
    if (kiosk.maintenance) throw new KioskError('maintenance', 'Kiosk is under maintenance.');
    return kiosk;
  }

  player(kiosk: Kiosk, username: string): Player {
    const player = kiosk.players.get(username);
    if (!player) throw new KioskError('account_not_found', `No player ${username}.`);
    return player;
  }

  createPlayer(kiosk: Kiosk, usernameHint: string): Player {
    const base =
      usernameHint
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 10) || 'player';
    let username = '';
    for (let attempt = 0; attempt < 100 && !username; attempt++) {
      const candidate = `${base}${String(randomBytes(2).readUInt16BE(0) % 10000).padStart(4, '0')}`;
      if (!kiosk.players.has(candidate)) username = candidate;
    }
    if (!username) username = `${base}${++this.sequence}`;
    const player: Player = {
      username,
      password: randomPassword(),
      balanceSen: 0,
      frozen: false,
      turnoverSen: 0,
      createdAt: this.now().toISOString(),
    };
    kiosk.players.set(username, player);
    return player;
  }

  /**
   * A score move with a caller reference. The same reference again with the same parameters
   * returns the first move's entry (replayed) and moves nothing; with other parameters it is
   * refused. A refused move records nothing, so its reference stays free.
   */
  move(
    kiosk: Kiosk,
    input: { kind: MoveKind; reference: string; username: string; amountSen: number },
  ): { entry: ScoreEntry; replayed: boolean } {
    const previous = kiosk.byReference.get(input.reference);
    if (previous) {
      const same =
        previous.kind === input.kind &&
        previous.username === input.username &&
        previous.amountSen === input.amountSen;
      if (!same) throw new KioskError('reference_conflict', 'Reference already used for another move.');
      return { entry: previous.entry, replayed: true };
    }
    const player = this.player(kiosk, input.username);
    if (player.frozen) throw new KioskError('account_frozen', 'Player account is frozen.');
    const before = player.balanceSen;
    const after =
      input.kind === 'deposit'
        ? before + input.amountSen
        : input.kind === 'withdraw'
          ? before - input.amountSen
          : input.amountSen;
    if (after < 0) throw new KioskError('insufficient_balance', 'Player balance is too low.');
    // Credit given to a player comes out of the agent's credit; credit taken back returns to it.
    const creditChange = before - after;
    if (kiosk.agentCreditSen + creditChange < 0)
      throw new KioskError('insufficient_agent_credit', 'Agent credit is too low.');
    kiosk.agentCreditSen += creditChange;
    player.balanceSen = after;
    const entry = this.record(kiosk, player, input.kind, input.reference, before);
    kiosk.byReference.set(input.reference, { ...input, entry });
    return { entry, replayed: false };
  }

  /** Appends a score-log entry for a balance change already made on the player. */
  record(
    kiosk: Kiosk,
    player: Player,
    kind: ScoreKind,
    reference: string | null,
    balanceBeforeSen: number,
  ): ScoreEntry {
    const entry: ScoreEntry = {
      providerTxId: `${this.bootId}-${++this.sequence}`,
      reference,
      username: player.username,
      kind,
      amountSen: Math.abs(player.balanceSen - balanceBeforeSen),
      balanceBeforeSen,
      balanceAfterSen: player.balanceSen,
      at: this.now().toISOString(),
    };
    appendBounded(kiosk.logs, player.username, entry, MAX_LOG_ENTRIES);
    return entry;
  }

  addSession(kiosk: Kiosk, session: GameSession): void {
    appendBounded(kiosk.sessions, session.username, session, MAX_SESSIONS);
  }

  /** Newest first. */
  scoreLog(kiosk: Kiosk, username: string, options: { since?: Date; limit: number }): ScoreEntry[] {
    this.player(kiosk, username);
    const since = options.since?.toISOString();
    const log = kiosk.logs.get(username) ?? [];
    const result: ScoreEntry[] = [];
    for (let i = log.length - 1; i >= 0 && result.length < options.limit; i--) {
      const entry = log[i]!;
      if (since && entry.at < since) break;
      result.push(entry);
    }
    return result;
  }

  /**
   * Every player's entries at `since` or later and before `until`, oldest first (the order they
   * were written), at most `limit`; `truncated` says more entries fall in the window.
   */
  kioskScoreLog(
    kiosk: Kiosk,
    options: { since?: Date; until?: Date; limit: number },
  ): { entries: ScoreEntry[]; truncated: boolean } {
    const since = options.since?.toISOString();
    const until = options.until?.toISOString();
    const inWindow: ScoreEntry[] = [];
    for (const log of kiosk.logs.values())
      for (const entry of log)
        if ((!since || entry.at >= since) && (!until || entry.at < until)) inWindow.push(entry);
    inWindow.sort((a, b) => (a.at === b.at ? sequenceOf(a) - sequenceOf(b) : a.at < b.at ? -1 : 1));
    return { entries: inWindow.slice(0, options.limit), truncated: inWindow.length > options.limit };
  }

  findByReference(kiosk: Kiosk, reference: string): ScoreEntry | null {
    return kiosk.byReference.get(reference)?.entry ?? null;
  }

  /** Newest first. */
  sessions(kiosk: Kiosk, username: string, limit: number): GameSession[] {
    this.player(kiosk, username);
    return (kiosk.sessions.get(username) ?? []).slice(-limit).reverse();
  }

  /**
   * Puts back players a restart lost (the server's database still knows them). Players that
   * exist are left alone. Agent credit does not change: this restores state, it is not a move.
   */
  restorePlayers(
    kiosk: Kiosk,
    players: { username: string; password?: string; balanceSen?: number; frozen?: boolean }[],
  ): { created: string[]; existing: string[] } {
    const created: string[] = [];
    const existing: string[] = [];
    for (const input of players) {
      if (kiosk.players.has(input.username)) {
        existing.push(input.username);
        continue;
      }
      kiosk.players.set(input.username, {
        username: input.username,
        password: input.password ?? randomPassword(),
        balanceSen: input.balanceSen ?? 0,
        frozen: input.frozen ?? false,
        turnoverSen: 0,
        createdAt: this.now().toISOString(),
      });
      created.push(input.username);
    }
    return { created, existing };
  }

  totalBalance(code?: string): { totalBalanceSen: number; players: number } {
    let totalBalanceSen = 0;
    let players = 0;
    for (const kiosk of this.kiosks.values()) {
      if (code !== undefined && kiosk.code !== code) continue;
      for (const player of kiosk.players.values()) {
        totalBalanceSen += player.balanceSen;
        players++;
      }
    }
    return { totalBalanceSen, players };
  }
}

function sequenceOf(entry: ScoreEntry): number {
  return Number(entry.providerTxId.slice(entry.providerTxId.lastIndexOf('-') + 1));
}

/** Appends to a per-player list, dropping the oldest in chunks once it passes its bound. */
function appendBounded<T>(lists: Map<string, T[]>, username: string, item: T, max: number): void {
  let list = lists.get(username);
  if (!list) {
    list = [];
    lists.set(username, list);
  }
  list.push(item);
  if (list.length > max + max / 10) list.splice(0, list.length - max);
}

function randomPassword(): string {
  const bytes = randomBytes(10);
  let password = '';
  for (const byte of bytes) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
  return password;
}
