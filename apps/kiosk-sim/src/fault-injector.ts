import { type Random, seededRandom } from './seeded-random.ts';

export type FaultMode = 'latency' | 'timeout' | 'error' | 'lost_reply' | 'deferred';

export type FaultInput = {
  /** Glob over the request path (`*` = one segment part, `**` = anything), optionally prefixed by a method: `POST /api/kiosks/*\/players/*\/deposit`. */
  route: string;
  mode: FaultMode;
  /** For latency: the delay; for deferred: how long after the error reply the call takes effect. */
  latencyMs?: number;
  /** For mode error (and deferred): the HTTP status and the provider error code to answer with. */
  status?: number;
  code?: string;
  /** before: the call does not take effect; after: it takes effect, then the fault hits the reply. */
  when?: 'before' | 'after';
  /** Next N matching calls; without it, every matching call (or 1 when no probability is given). */
  count?: number;
  probability?: number;
  seed?: number;
};

export type FaultRule = {
  id: number;
  route: string;
  mode: FaultMode;
  latencyMs: number;
  status: number;
  code: string;
  when: 'before' | 'after';
  remaining: number | null;
  probability: number;
  hits: number;
};

/** The fault rules set through the admin API; the first rule that matches a call and fires wins. */
export class FaultInjector {
  private rules: { rule: FaultRule; pattern: RegExp; withMethod: boolean; random: Random }[] = [];
  private nextId = 1;

  add(input: FaultInput): FaultRule {
    const probability = input.probability ?? 1;
    const rule: FaultRule = {
      id: this.nextId++,
      route: input.route,
      mode: input.mode,
      latencyMs: input.latencyMs ?? (input.mode === 'latency' || input.mode === 'deferred' ? 1000 : 0),
      status: input.status ?? 500,
      code: input.code ?? 'internal',
      // A timeout or lost reply after the move took effect is the case that tests exactly-once.
      when: input.when ?? (input.mode === 'error' ? 'before' : 'after'),
      remaining: input.count ?? (input.probability === undefined ? 1 : null),
      probability,
      hits: 0,
    };
    const withMethod = /^[A-Z]+\s/.test(input.route);
    this.rules.push({
      rule,
      pattern: globToRegExp(input.route),
      withMethod,
      random: seededRandom(input.seed ?? 1),
    });
    return rule;
  }

  list(): FaultRule[] {
    return this.rules.map((entry) => ({ ...entry.rule }));
  }

  remove(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((entry) => entry.rule.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  /** The fault for this call, if one fires; consumes one of its count. */
  take(method: string, path: string): FaultRule | null {
    for (const entry of this.rules) {
      const subject = entry.withMethod ? `${method} ${path}` : path;
      if (!entry.pattern.test(subject)) continue;
      if (entry.rule.probability < 1 && entry.random() >= entry.rule.probability) continue;
      entry.rule.hits++;
      if (entry.rule.remaining !== null) {
        entry.rule.remaining--;
        if (entry.rule.remaining <= 0) this.remove(entry.rule.id);
      }
      return { ...entry.rule };
    }
    return null;
  }
}

function globToRegExp(glob: string): RegExp {
  const normalised = glob.trim().replace(/\s+/, ' ');
  let source = '';
  for (let i = 0; i < normalised.length; i++) {
    const char = normalised[i]!;
    if (char === '*' && normalised[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^/]*';
    else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
