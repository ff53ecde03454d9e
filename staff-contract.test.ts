import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The back-office reads the server only through packages/contracts and its features' api.ts:
// - a server reply's shape is inferred from its zod schema in contracts, never declared in
//   apps/staff (the replies are snake_case, the SPA's own types camelCase, so a snake_case
//   property in a staff type is a hand copy of the wire);
// - only a feature's api.ts (its query and mutation hooks) and shared/ reach the HTTP client;
// - a table column names its field as a key of the row's contract type (ListColumns), never as
//   any string (antd's ColumnsType), so a renamed reply field breaks the column that shows it;
// - a server route builds no request or reply schema of its own: it takes them from contracts.
const ROOT = dirname(fileURLToPath(import.meta.url));
const STAFF = join(ROOT, 'apps/staff/src');
const SERVER = join(ROOT, 'apps/server/src');
const CLIENT = join(STAFF, 'shared/api/client.ts');

/** A zod schema built in place (`z.object(`, `z.string(`...); `z.infer`, `z.output` are types. */
const SCHEMA_BUILT =
  /\bz\.(object|strictObject|looseObject|string|number|coerce|enum|array|union|literal|boolean|record)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/** Declared types (aliases, interfaces and their nested literals) with snake_case members. */
function snakeCaseTypes(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, owner: string | undefined) => {
    let name = owner;
    if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) name = node.name.text;
    if (name && (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node))) {
      const key = node.name.getText(source).replace(/['"]/g, '');
      if (SNAKE.test(key)) found.push(`${name}.${key}`);
    }
    ts.forEachChild(node, (child) => visit(child, name));
  };
  visit(source, undefined);
  return found;
}

function importsClient(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].some(
    (m) => resolve(dirname(file), m[1] ?? '') === CLIENT,
  );
}

describe('staff contract', () => {
  const files = sourceFiles(STAFF);

  it('declares no server reply type: they are inferred from packages/contracts', () => {
    const offences = files.flatMap((file) =>
      snakeCaseTypes(file).map((member) => `${relative(STAFF, file)}: ${member}`),
    );
    expect(offences).toEqual([]);
  });

  it('reaches the HTTP client only from a feature api.ts or shared/', () => {
    const offences = files
      .filter((file) => importsClient(file))
      .map((file) => relative(STAFF, file))
      .filter((file) => !file.startsWith('shared/') && !/^features\/[^/]+\/api\.ts$/.test(file));
    expect(offences).toEqual([]);
  });

  it('lets no server route build a schema: request and reply schemas come from contracts', () => {
    const offences = sourceFiles(SERVER)
      .filter((file) => file.endsWith('.routes.ts') && SCHEMA_BUILT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SERVER, file));
    expect(offences).toEqual([]);
  });

  it("types every table's columns by the row's fields (ListColumns, not antd's ColumnsType)", () => {
    const offences = files
      .filter((file) => /\bColumnsType\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(STAFF, file));
    expect(offences).toEqual([]);
  });
});
