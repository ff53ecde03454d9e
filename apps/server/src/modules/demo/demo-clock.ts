import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** A demo clock left set by a crash stops counting by itself after this (real time). */
const DEMO_CLOCK_LIFETIME = sql.raw(`interval '10 minutes'`);

/**
 * The application's clock (`ctx.now`). Normally real time; while the demo seed replays a week of
 * work it is set back, and so is the database's clock for the timestamps it fills itself
 * (`app_now()`, migration 0422), so the ledger, the activity log and the transactions agree.
 */
export type AppClock = {
  now: () => Date;
  /** Sets both clocks to `at` (an instant in the past). */
  set: (db: Db, at: Date) => Promise<void>;
  /** Back to real time (also clears a demo clock a crashed seed left in the database). */
  release: (db: Db) => Promise<void>;
};

export function appClock(): AppClock {
  let pinned: number | null = null;
  return {
    now: () => (pinned === null ? new Date() : new Date(pinned)),
    set: async (db, at) => {
      pinned = at.getTime();
      await db.execute(sql`
        insert into demo_clock (id, at, expires_at) values (true, ${at.toISOString()}::timestamptz, now() + ${DEMO_CLOCK_LIFETIME})
        on conflict (id) do update set at = excluded.at, expires_at = excluded.expires_at`);
    },
    release: async (db) => {
      pinned = null;
      await db.execute(sql`delete from demo_clock`);
    },
  };
}
