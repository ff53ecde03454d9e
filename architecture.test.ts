import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Layering of both SPAs (docs/modules.md, "Layers"), checked here because Biome has no per-folder
// import boundaries: a feature imports only shared/ (and itself); shared/ imports neither features
// nor app/. A feature that reached into another would tie two screens' release and tests together.
const ROOT = dirname(fileURLToPath(import.meta.url));
const SPA_SOURCES = ['apps/member/src', 'apps/staff/src'].map((dir) => join(ROOT, dir));
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  'artifacts',
  'test-results',
  'results',
  'coverage',
]);

function sourceFiles(dir: string, names = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path, names);
    return names.test(entry.name) ? [path] : [];
  });
}

function localImports(src: string, file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    relative(src, resolve(dirname(file), m[1] ?? '')),
  );
}

describe('module boundaries', () => {
  it.each(SPA_SOURCES)(
    '%s: features import only shared/ and themselves; shared/ imports only shared/',
    (src) => {
      const offences: string[] = [];
      for (const file of sourceFiles(src)) {
        const from = relative(src, file);
        const [layer, feature] = from.split('/');
        for (const target of localImports(src, file)) {
          const [targetLayer, targetFeature] = target.split('/');
          if (
            layer === 'features' &&
            (targetLayer === 'app' || (targetLayer === 'features' && targetFeature !== feature))
          )
            offences.push(`${from} -> ${target}`);
          if (layer === 'shared' && (targetLayer === 'app' || targetLayer === 'features'))
            offences.push(`${from} -> ${target}`);
        }
      }
      expect(offences).toEqual([]);
    },
  );
});

// A comment that points at a document outside the repository (the design notes, the product
// spec, an issue tracker, a style guide) leaves the reader without the reason once that document
// moves on: comments say the why in place and cite only what is in the repository (docs/*.md).
const OUTSIDE_CITATION = new RegExp(
  ['DESIGN(?:\\.md)? §', 'spec §', '§\\d', '\\bissue \\d+', 'STYLE\\.md'].join('|'),
  'i',
);
const CODE_FOLDERS = ['apps', 'packages', 'bench', 'e2e', 'scripts'].map((dir) => join(ROOT, dir));
const CODE_FILES = /\.(?:tsx?|mjs|cjs|js|sql|css)$/;

describe('comments', () => {
  it('cite nothing outside the repository', () => {
    const rootFiles = readdirSync(ROOT)
      .filter((name) => CODE_FILES.test(name))
      .map((name) => join(ROOT, name));
    const offences = [...rootFiles, ...CODE_FOLDERS.flatMap((dir) => sourceFiles(dir, CODE_FILES))]
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (OUTSIDE_CITATION.test(line) ? [`${relative(ROOT, file)}:${i + 1}`] : [])),
      );
    expect(offences).toEqual([]);
  });
});
