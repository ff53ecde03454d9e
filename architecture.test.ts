import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Layering of both SPAs (docs/modules.md, "Layers"), checked here because Biome has no per-folder
// import boundaries: a feature imports only shared/ (and itself); shared/ imports neither features
// nor app/. A feature that reached into another would tie two screens' release and tests together.
const ROOT = dirname(fileURLToPath(import.meta.url));
const SPA_SOURCES = ['apps/member/src', 'apps/staff/src'].map((dir) => join(ROOT, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
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
