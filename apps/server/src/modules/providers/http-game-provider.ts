import { z } from 'zod';
import {
  type GameProvider,
  type GameSession,
  type ProviderAccount,
  ProviderError,
  type ProviderErrorKind,
  type ScoreLogEntry,
  type ScoreMove,
  type ScoreResult,
} from './game-provider.ts';
import { type KioskReply, kioskRequest } from './kiosk-http.ts';

/** Where a product's kiosk lives and how we authenticate as its agent. */
export type KioskSettings = { baseUrl: string; kioskCode: string; agentKey: string; timeoutMs?: number };

export type HttpGameProviderOptions = KioskSettings & {
  /** Attempts for a read (first try included); writes always get exactly one. */
  readAttempts?: number;
  retryDelayMs?: number;
};

export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000;
const MAX_READ_ATTEMPTS = 5;

const scoreEntrySchema = z.object({
  providerTxId: z.string(),
  reference: z.string().nullable(),
  username: z.string(),
  kind: z.enum(['deposit', 'withdraw', 'bet', 'win', 'set']),
  amountSen: z.number().int(),
  balanceBeforeSen: z.number().int(),
  balanceAfterSen: z.number().int(),
  at: z.string(),
});
const sessionSchema = z.object({
  id: z.string(),
  username: z.string(),
  game: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  betSen: z.number().int(),
  winSen: z.number().int(),
});
const accountSchema = z.object({ username: z.string(), password: z.string() });
const balanceSchema = z.object({ balanceSen: z.number().int() });
const moveSchema = z.object({ providerTxId: z.string(), balanceSen: z.number().int() });
const okSchema = z.object({ ok: z.literal(true) });
const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const KIND_BY_CODE = new Map<string, ProviderErrorKind>([
  ['maintenance', 'maintenance'],
  ['account_not_found', 'account_not_found'],
  ['insufficient_balance', 'insufficient_balance'],
  ['insufficient_agent_credit', 'insufficient_agent_credit'],
]);

/**
 * The GameProvider over the kiosk agent HTTP API (docs/provider-protocol.md). Every call has
 * a timeout. Reads are retried a few times on timeout or unavailability; writes never are,
 * since a write whose reply is lost may have taken effect: the caller resolves it through
 * `findScoreByReference` instead.
 */
export class HttpGameProvider implements GameProvider {
  private readonly kioskUrl: string;
  private readonly timeoutMs: number;
  private readonly readAttempts: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: HttpGameProviderOptions) {
    this.kioskUrl = `${options.baseUrl.replace(/\/+$/, '')}/api/kiosks/${encodeURIComponent(options.kioskCode)}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
    this.readAttempts = Math.min(Math.max(options.readAttempts ?? 3, 1), MAX_READ_ATTEMPTS);
    this.retryDelayMs = options.retryDelayMs ?? 100;
  }

  async createAccount(input: { usernameHint: string }): Promise<ProviderAccount> {
    return this.write('/players', accountSchema, { usernameHint: input.usernameHint });
  }

  async getBalance(username: string): Promise<number> {
    return (await this.read(`${playerPath(username)}/balance`, balanceSchema)).balanceSen;
  }

  async deposit(move: ScoreMove): Promise<ScoreResult> {
    return this.move('deposit', move);
  }

  async withdraw(move: ScoreMove): Promise<ScoreResult> {
    return this.move('withdraw', move);
  }

  async changePassword(username: string, password: string): Promise<void> {
    await this.write(`${playerPath(username)}/password`, okSchema, { password });
  }

  async freeze(username: string): Promise<void> {
    await this.write(`${playerPath(username)}/freeze`, okSchema, {});
  }

  async unfreeze(username: string): Promise<void> {
    await this.write(`${playerPath(username)}/unfreeze`, okSchema, {});
  }

  async scoreLog(username: string, options: { since?: Date; limit?: number } = {}): Promise<ScoreLogEntry[]> {
    const query = new URLSearchParams();
    if (options.since) query.set('since', options.since.toISOString());
    if (options.limit !== undefined) query.set('limit', String(options.limit));
    const path = `${playerPath(username)}/score-log${query.size ? `?${query}` : ''}`;
    return (await this.read(path, z.object({ entries: z.array(scoreEntrySchema) }))).entries;
  }

  async kioskScoreLog(
    options: { since?: Date; until?: Date; limit?: number } = {},
  ): Promise<{ entries: ScoreLogEntry[]; truncated: boolean }> {
    const query = new URLSearchParams();
    if (options.since) query.set('since', options.since.toISOString());
    if (options.until) query.set('until', options.until.toISOString());
    if (options.limit !== undefined) query.set('limit', String(options.limit));
    const path = `/score-log${query.size ? `?${query}` : ''}`;
    return this.read(path, z.object({ entries: z.array(scoreEntrySchema), truncated: z.boolean() }));
  }

  async findScoreByReference(reference: string): Promise<ScoreLogEntry | null> {
    const path = `/score-log/${encodeURIComponent(reference)}`;
    return (await this.read(path, z.object({ entry: scoreEntrySchema.nullable() }))).entry;
  }

  async gameSessions(username: string, options: { limit?: number } = {}): Promise<GameSession[]> {
    const query = options.limit !== undefined ? `?limit=${options.limit}` : '';
    const path = `${playerPath(username)}/sessions${query}`;
    return (await this.read(path, z.object({ sessions: z.array(sessionSchema) }))).sessions;
  }

  async agentCredit(): Promise<number> {
    return (await this.read('/agent-credit', z.object({ agentCreditSen: z.number().int() }))).agentCreditSen;
  }

  private async move(kind: 'deposit' | 'withdraw', move: ScoreMove): Promise<ScoreResult> {
    if (!Number.isSafeInteger(move.amountSen) || move.amountSen <= 0)
      throw new ProviderError('rejected', `amount must be a positive integer in sen, got ${move.amountSen}`);
    const body = { reference: move.reference, amountSen: move.amountSen };
    const result = await this.write(`${playerPath(move.username)}/${kind}`, moveSchema, body);
    return { providerTxId: result.providerTxId, balanceSen: result.balanceSen };
  }

  private write<T>(path: string, schema: z.ZodType<T>, body: object): Promise<T> {
    return this.request('POST', path, schema, body);
  }

  private async read<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.request('GET', path, schema);
      } catch (error) {
        const retryable = error instanceof ProviderError && error.outcomeUnknown;
        if (!retryable || attempt >= this.readAttempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * attempt));
      }
    }
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ): Promise<T> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let reply: KioskReply;
    try {
      reply = await kioskRequest(`${this.kioskUrl}${path}`, {
        method,
        headers: {
          'x-agent-key': this.options.agentKey,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal,
      });
    } catch (error) {
      throw transportError(error, signal, this.timeoutMs);
    }
    const { status, payload } = reply;
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(payload);
      if (parsed.success) return parsed.data;
      throw new ProviderError('unavailable', `malformed reply from kiosk (HTTP ${status})`);
    }
    throw replyError(status, payload);
  }
}

function playerPath(username: string): string {
  return `/players/${encodeURIComponent(username)}`;
}

function transportError(error: unknown, signal: AbortSignal, timeoutMs: number): ProviderError {
  if (signal.aborted) return new ProviderError('timeout', `no reply from kiosk within ${timeoutMs} ms`);
  const reason =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return new ProviderError('unavailable', `kiosk unreachable: ${reason || 'connection failed'}`);
}

function replyError(status: number, payload: unknown): ProviderError {
  const parsed = errorSchema.safeParse(payload);
  const code = parsed.success ? parsed.data.error.code : undefined;
  const message = parsed.success ? parsed.data.error.message : `HTTP ${status} from kiosk`;
  const kind = (code && KIND_BY_CODE.get(code)) || (status >= 500 ? 'unavailable' : 'rejected');
  return new ProviderError(kind, message);
}
