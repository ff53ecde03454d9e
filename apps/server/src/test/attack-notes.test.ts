import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../modules/access/access.demo.ts';
import { concreteUrl, writeProbeSql } from './attack-vectors.ts';
import { operatorInRole } from './operator-in-role.ts';
import { loginAs, type StaffClient } from './staff-client.ts';
import { createTestApp } from './test-app.ts';

/** Tables a refused request may write: the session's sliding expiry and the log of refusals. */
const LOGGED_TABLES = ['staff_sessions', 'activity_log', 'staff_login_attempts'];

/**
 * The routes that change one note (found in Fastify's route table, not listed by hand) tried by
 * weaker actors on a note someone else wrote: an operator who writes notes (notes.create) but
 * not notes.manage, and one who only reads members. Each is refused with a 4xx and writes nothing.
 */
describe('attack suite: notes', () => {
  let app: App;
  let adminsNote: number;
  const actors: Record<string, StaffClient> = {};

  const writes = async (): Promise<number> => {
    const result = await app.ctx.db.execute(
      sql`select coalesce(sum(n), 0)::int as n from attack_write_probe`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  beforeAll(async () => {
    app = await createTestApp();
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    adminsNote = (await admin.post('/api/staff/members/1/notes', { content: 'VIP, call first.' })).json().data
      .id;
    actors.writer = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
    actors.reader = (await operatorInRole(app, ['members.view'])).client;
    await app.ctx.database.rawTransaction((exec) => exec(writeProbeSql(LOGGED_TABLES)));
  });
  afterAll(async () => app?.close());

  const oneNoteRoutes = () => app.routes.filter((r) => r.url === '/api/staff/notes/:id');

  const attempts = (method: string, url: string): [string, InjectOptions][] =>
    ['writer', 'reader'].map((actor) => [
      actor,
      {
        method,
        url: concreteUrl(url, String(adminsNote)),
        payload: method === 'PUT' ? { content: 'x' } : undefined,
      },
    ]);

  it("refuses every change to another operator's note and writes nothing", async () => {
    const routes = oneNoteRoutes();
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/staff/notes/:id',
      'PUT /api/staff/notes/:id',
    ]);
    const failures: string[] = [];
    for (const route of routes)
      for (const [actor, options] of attempts(route.method, route.url)) {
        const before = await writes();
        const res = await actors[actor]!.request(options);
        const wrote = (await writes()) - before;
        if (res.statusCode < 400 || res.statusCode >= 500 || wrote !== 0)
          failures.push(`${actor} ${options.method} ${options.url}: ${res.statusCode}, ${wrote} writes`);
      }
    expect(failures).toEqual([]);
  });
});
