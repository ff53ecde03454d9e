import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_SPA_PATHS } from '../app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { loadConfig } from './config.ts';

async function loggedApp(level: string) {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const database = await openTestDatabase();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: level, RECONCILE_INTERVAL_MS: '0' }),
    database,
    logStream: stream,
    spaPaths: { ...DEFAULT_SPA_PATHS, uploads: mkdtempSync(join(tmpdir(), 'uploads-')) },
  });
  app.addHook('onClose', async () => database.close());
  return { app, lines };
}

/** Member tokens never reach the logs, and request lines sit at debug level. */
describe('request log', () => {
  it('logs the path without the query string, so a member token in the address stays out', async () => {
    const { app, lines } = await loggedApp('debug');
    await app.inject({ url: '/?token=secret-member-token-123' });
    await app.inject({ url: '/api/health?token=secret-member-token-123&x=1' });
    await app.close();
    const requests = lines.filter((line) => line.includes('request completed'));
    expect(requests.length).toBe(2);
    expect(requests.join('\n')).toContain('"url":"/api/health"');
    expect(lines.join('\n')).not.toContain('secret-member-token-123');
  });

  it('keeps request lines out of the default info log', async () => {
    const { app, lines } = await loggedApp('info');
    await app.inject({ url: '/api/health' });
    await app.close();
    expect(lines.filter((line) => line.includes('/api/health'))).toEqual([]);
  });
});

describe('start-up', () => {
  it('prints no deprecation warning (FSTDEP023: disableRequestLogging)', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error & { code?: string }) => warnings.push(warning.code ?? warning.message);
    process.on('warning', listen);
    try {
      const { app } = await loggedApp('info');
      await app.ready();
      await new Promise((resolve) => setImmediate(resolve));
      await app.close();
    } finally {
      process.off('warning', listen);
    }
    expect(warnings.filter((code) => code.startsWith('FSTDEP'))).toEqual([]);
  });
});
