import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module that holds the server's
 * migrations. Found by walking up, so it is the same from the TypeScript sources (tsx, tests)
 * and from the compiled bundle in apps/server/dist.
 */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'apps/server/migrations'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/server/migrations not found above the server code');
    dir = parent;
  }
  return dir;
}

export const REPO_ROOT = findRepoRoot();
