import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's module boundaries (docs/modules.md), checked here because Biome has no
// per-folder import rules. Test files and the test kits (src/test/) are exempt: a test may
// set up any table it needs.
const SRC = join(dirname(fileURLToPath(import.meta.url)), 'apps/server/src');

/**
 * The layers of docs/modules.md, bottom-up: a module imports only modules of its own layer or
 * a lower one. A new module gets a place here (and in the docs table) or the test fails.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['settings', 'ledger', 'discrepancies', 'idempotency', 'audit', 'access', 'providers'],
  ['members', 'banks', 'products', 'rollover', 'bonuses', 'wallets'],
  ['member-accounts', 'fortune-spin'],
  ['transactions'],
  ['deposits', 'rewards', 'reconciliation', 'provider-audit', 'game-sessions'],
  [
    'member-session',
    'member-history',
    'member-detail',
    'dashboard',
    'workstation',
    'reports',
    'shifts',
    'bank-statements',
    'bank-transactions',
    'bank-movements',
    'follow-up',
    'notes',
    'member-import',
    'landing',
    'content',
    'operators',
    'roles',
    'staff-auth',
    'activity-log',
    'live-events',
    'gallery',
    'operator-alerts',
    'telegram-alerts',
    'system-messages',
    'go-live',
    'first-run',
    'receipts',
  ],
  ['web', 'health', 'metrics', 'api-docs', 'demo'],
];
const layerOf = (module: string) => LAYERS.findIndex((layer) => layer.includes(module));

type Import = { from: string; to: string; typeOnly: boolean };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Relative imports and re-exports, static or dynamic; `import type` marks a type-only one. */
const IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'/g;

function serverImports(): Import[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({
      from: relative(SRC, file),
      to: relative(SRC, resolve(dirname(file), m[2] ?? m[3] ?? '')),
      typeOnly: m[1] !== undefined,
    })),
  );
}

const moduleOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1] : null);

/** Strongly connected groups of more than one node (Tarjan), over `[from, to]` edges. */
function cycles(pairs: [string, string][]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [a, b] of pairs) if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w) group.push(w);
    } while (w && w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe('server module boundaries', () => {
  const imports = serverImports();

  it('platform/ imports no module', () => {
    const offences = imports.filter((i) => i.from.startsWith('platform/') && i.to.startsWith('modules/'));
    expect(offences.map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  it("another module's tables are read only by a read model (*.read-model.ts)", () => {
    const offences: Record<string, string[]> = {};
    for (const { from, to, typeOnly } of imports) {
      // A row type names the owner's shape; it cannot read or write the table.
      if (typeOnly) continue;
      if (!to.endsWith('.table.ts') || moduleOf(from) === null || moduleOf(from) === moduleOf(to)) continue;
      if (from.endsWith('.read-model.ts')) continue;
      offences[from] = [...(offences[from] ?? []), to].sort();
    }
    expect(offences).toEqual({});
  });

  it('no file uses Drizzle internals (deep imports, private `_` fields)', () => {
    const DRIZZLE_ENTRY = /from\s+'(drizzle-orm(?:\/[^']*)?)'/g;
    const PUBLIC = new Set([
      'drizzle-orm',
      'drizzle-orm/pg-core',
      'drizzle-orm/node-postgres',
      'drizzle-orm/pglite',
    ]);
    const offences = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const deep = [...text.matchAll(DRIZZLE_ENTRY)].map((m) => m[1]!).filter((entry) => !PUBLIC.has(entry));
      const privateFields = /\b\w+\._\./.test(text) ? ['._.'] : [];
      return [...deep, ...privateFields].map((what) => `${relative(SRC, file)}: ${what}`);
    });
    expect(offences).toEqual([]);
  });

  it("no module builds a write on another module's table", () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      const from = relative(SRC, file);
      for (const m of text.matchAll(/\bimport\s+(?!type\b)\{([^}]*)\}\s+from\s+'(\.[^']+\.table\.ts)'/g)) {
        if (moduleOf(relative(SRC, resolve(dirname(file), m[2]!))) === moduleOf(from)) continue;
        const tables = m[1]!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '));
        for (const table of tables)
          if (new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\b`).test(text))
            offences.push(`${from}: ${table}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('a read model only reads', () => {
    const writers = sourceFiles(SRC).filter(
      (file) =>
        file.endsWith('.read-model.ts') &&
        /\.(insert|update|delete)\(|\binsert into\b|\bdelete from\b|\bupdate \w+ set\b/i.test(
          readFileSync(file, 'utf8'),
        ),
    );
    expect(writers.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('modules import each other without cycles', () => {
    const pairs = imports.flatMap(({ from, to }): [string, string][] => {
      const a = moduleOf(from);
      const b = moduleOf(to);
      return a && b ? [[a, b]] : [];
    });
    expect(cycles(pairs).map((group) => group.join(' <-> '))).toEqual([]);
  });

  it('files import each other without cycles (type-only imports aside)', () => {
    const pairs = imports.filter((i) => !i.typeOnly).map((i): [string, string] => [i.from, i.to]);
    expect(cycles(pairs).map((group) => group.join(' <-> '))).toEqual([]);
  });

  it('modules import only their own layer or a lower one (docs/modules.md)', () => {
    const modules = readdirSync(join(SRC, 'modules'));
    expect(modules.filter((m) => layerOf(m) < 0)).toEqual([]);
    const upward = new Set<string>();
    for (const { from, to } of imports) {
      const a = moduleOf(from);
      const b = moduleOf(to);
      if (a && b && layerOf(a) < layerOf(b)) upward.add(`${a} -> ${b} (${from})`);
    }
    expect([...upward]).toEqual([]);
  });
});
