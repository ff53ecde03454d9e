import { Agent, request } from 'node:http';
import type { StaffRouteEntry } from '../platform/staff-auth.ts';

/** What the attack suite reports for one request that broke a promise. */
export type AttackFailure = { label: string; method: string; url: string; status: number; problem: string };

/** A route url with its parameters filled: `/api/staff/members/:id` -> `/api/staff/members/1`. */
export const concreteUrl = (url: string, value = '1') =>
  url.replace(/:[A-Za-z_]+/g, value).replace(/\*/g, 'x');

const percent = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * Spellings of a path a lax proxy, router or prefix check might treat differently from the
 * route: every character percent-encoded on its own (lower- and upper-case hex), double
 * encoding, doubled, dotted and encoded separators, case changes, look-alike characters and
 * trailing junk. Sent over a real socket: an injected request would be normalised first.
 */
export function oddSpellings(url: string): string[] {
  const out = new Set<string>();
  const at = (i: number, replacement: string) => url.slice(0, i) + replacement + url.slice(i + 1);
  // Each character of the /api/staff/ prefix (what a prefix test looks at), the first of every later segment.
  const prefixEnd = url.startsWith('/api/staff/') ? '/api/staff/'.length : '/api/'.length;
  for (let i = 1; i < url.length; i++) {
    const char = url[i] as string;
    const segmentStart = url[i - 1] === '/';
    if (char === '/') {
      if (i < prefixEnd)
        for (const sep of ['//', '/./', '/x/../', '/%2e/', '%2f', '\\', '/;/']) out.add(at(i, sep));
      continue;
    }
    if (i >= prefixEnd && !segmentStart) continue;
    out.add(at(i, percent(char)));
    if (/[a-f]/.test(percent(char))) out.add(at(i, percent(char).toUpperCase()));
    if (segmentStart) {
      out.add(at(i, `%25${percent(char).slice(1)}`)); // double encoding: %2573
      out.add(at(i, char.toUpperCase()));
    }
  }
  out.add(url.toUpperCase());
  out.add(url.replace(/s/g, '%C5%BF')); // ſ, which upper-cases to S
  out.add(url.replace(/[a-z]/g, (c) => percent(c)));
  out.add(`/${url}`);
  out.add(url.replace('/api/', '/api/x/../'));
  for (const tail of ['/', '/.', '/..', '%20', '%00', '%0a', ';x=1', '.json', '%23', '?', '%2f', '..;/'])
    out.add(url + tail);
  out.delete(url);
  return [...out];
}

export type RawResponse = { statusCode: number; body: string; contentType: string };

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** One HTTP request with the path sent byte for byte as given. */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            contentType: String(res.headers['content-type'] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function closeRawAgent() {
  agent.destroy();
}

/** Values no sane client sends: negative, huge, wrong types, prototype keys, control characters, quotes. */
export const HOSTILE_VALUES = [
  '-1',
  '1e308',
  '99999999999999999999999',
  'abc',
  '',
  '__proto__',
  'constructor',
  'toString',
  '%00',
  "'%22;--%01",
  'x'.repeat(5000),
  '2026-13-45',
];

const GENERIC_QUERY_KEYS = ['sort', 'page', 'per_page'];
/** For a route's own filter keys, the values most likely to break a lookup or a cast. */
const SHORT_LIST = ['-1', '__proto__', "'%22;--%01", 'x'.repeat(5000), '99999999999999999999999'];

type ZodLike = {
  shape?: Record<string, unknown>;
  def?: { in?: ZodLike; innerType?: ZodLike; schema?: ZodLike };
};

/** The field names of a zod object schema, looking through pipes and wrappers. */
export function schemaKeys(schema: unknown): string[] {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape) return Object.keys(current.shape);
    current = current.def?.in ?? current.def?.innerType ?? current.def?.schema;
  }
  return [];
}

/** Query strings for a GET route: sort with every hostile value, the other keys with the short list, repeats. */
export function queryAttacks(route: StaffRouteEntry): string[] {
  const own = schemaKeys(route.schema?.querystring).filter((key) => !GENERIC_QUERY_KEYS.includes(key));
  const out: string[] = [];
  for (const value of HOSTILE_VALUES) out.push(`sort=${value}`);
  for (const key of [...GENERIC_QUERY_KEYS.slice(1), ...own])
    for (const value of SHORT_LIST) out.push(`${key}=${value}`);
  const keys = [...GENERIC_QUERY_KEYS, ...own];
  out.push('sort=1&sort=2', 'sort[__proto__]=1', '__proto__[x]=1', `${keys.join('=__proto__&')}=__proto__`);
  return out;
}

/** A route's url with each path parameter replaced by each hostile value (none for routes without parameters). */
export function paramAttacks(url: string): string[] {
  if (!url.includes(':')) return [];
  return HOSTILE_VALUES.map((value) => concreteUrl(url, value));
}

type BodyAttack = { payload?: string; headers?: Record<string, string> };

const json = (value: unknown): BodyAttack => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

const HOSTILE_FIELD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  '99999999999999999999999',
  '\u0000',
  "'; drop table members; --",
  'javascript:alert(1)',
  [],
  { constructor: 1 },
  'x'.repeat(100_000),
  '__proto__',
];

const HUGE = `{"a":"${'x'.repeat(9 * 1024 * 1024)}"}`;

/** Bodies of the wrong type, shape and size for an unsafe route, and each field set to each hostile value. */
export function bodyAttacks(route: StaffRouteEntry, memberToken: string): BodyAttack[] {
  const base = route.access === 'member' ? { token: memberToken } : {};
  const out: BodyAttack[] = [
    {},
    ...['null', '[]', '"x"', '123', 'true', '{', '{"a":', '\u0000', '{"__proto__":{"polluted":1}}'].map(
      (payload) => ({
        payload,
        headers: { 'content-type': 'application/json' },
      }),
    ),
    {
      payload: '{"constructor":{"prototype":{"polluted":1}}}',
      headers: { 'content-type': 'application/json' },
    },
    {
      payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      headers: { 'content-type': 'application/json' },
    },
    { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { payload: 'hello', headers: { 'content-type': 'text/plain' } },
    { payload: '--x\r\n\r\n--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    { payload: HUGE, headers: { 'content-type': 'application/json' } },
    json({ ...base, token: ['a'] }),
    json({ ...base, token: 'x'.repeat(10_000) }),
  ];
  for (const key of schemaKeys(route.schema?.body)) {
    for (const value of HOSTILE_FIELD_VALUES) out.push(json({ ...base, [key]: value }));
  }
  return out;
}

/**
 * Test-only instrumentation: a row-level trigger on every table (but the named ones) counts
 * committed writes, so the suite can tell that a refused request wrote nothing.
 */
export function writeProbeSql(excluded: string[]): string {
  const list = excluded.map((t) => `'${t}'`).join(', ');
  return `
    create table attack_write_probe (tbl text primary key, n integer not null);
    create function attack_count_write() returns trigger language plpgsql as $$
    begin
      insert into attack_write_probe values (tg_table_name, 1)
        on conflict (tbl) do update set n = attack_write_probe.n + 1;
      return null;
    end $$;
    do $$
    declare t text;
    begin
      for t in select tablename from pg_tables where schemaname = 'public'
        and tablename not in (${list}, 'attack_write_probe')
      loop
        execute format('create trigger attack_probe after insert or update or delete on %I
          for each row execute function attack_count_write()', t);
      end loop;
    end $$;`;
}
