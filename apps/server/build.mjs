#!/usr/bin/env node
// Production build of the server: one ES module (dist/main.mjs) with our TypeScript (server and
// @topup/* workspaces) compiled in and every npm dependency left external, so `npm start` runs
// plain JavaScript on Node instead of compiling TypeScript on the fly with tsx.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const contracts = JSON.parse(
  readFileSync(new URL('../../packages/contracts/package.json', import.meta.url), 'utf8'),
);
const external = [...Object.keys(manifest.dependencies), ...Object.keys(contracts.dependencies)].filter(
  (name) => !name.startsWith('@topup/') && !name.startsWith('@types/'),
);

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('built apps/server/dist/main.mjs');
