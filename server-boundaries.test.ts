import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's module boundaries (docs/modules.md), checked here because Biome has no
// per-folder import rules. Test files and the test kits (src/test/) are exempt: a test may
// set up any table it needs.
const SRC = join(dirname(fileURLToPath(import.meta.url)), 'apps/server/src');

// Debt still to pay (issue 10), listed exactly: a new offence fails, and so does an entry that
// is no longer true, so the lists only shrink. New code calls the owning module's service or
// goes into a `*.read-model.ts` file.

/** platform/ importing a module. */
const PLATFORM_DEBT: string[] = [];

/** Another module's tables read outside a read model. */
const TABLE_IMPORT_DEBT: Record<string, string[]> = {
  'modules/transactions/transaction-actions.service.ts': ['modules/access/access.table.ts'],
};

/** Module-level import cycles still to break, as sorted module lists. */
const CYCLE_DEBT: string[][] = [];

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

/** Strongly connected groups of more than one module (Tarjan). */
function moduleCycles(imports: Import[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (!a || !b || a === b) continue;
    edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
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
    expect(offences.map((i) => `${i.from} -> ${i.to}`).sort()).toEqual(PLATFORM_DEBT);
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
    expect(offences).toEqual(TABLE_IMPORT_DEBT);
  });

  it('modules import each other without cycles', () => {
    const cycles = moduleCycles(imports).map((group) => group.join(' <-> '));
    expect(cycles.sort()).toEqual(CYCLE_DEBT.map((group) => group.join(' <-> ')).sort());
  });
});
