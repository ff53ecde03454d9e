import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { DEMO_ADMIN, DEMO_CS } from './access.demo.ts';
import { operators } from './access.table.ts';

/** Operators that still sign in with a password published in the README (demo seed). */
export async function operatorsWithDemoPasswords(db: Db): Promise<string[]> {
  const demo = new Map<string, string>([
    [DEMO_ADMIN.username, DEMO_ADMIN.password],
    [DEMO_CS.username, DEMO_CS.password],
  ]);
  const rows = await db
    .select({ username: operators.username, passwordHash: operators.passwordHash })
    .from(operators)
    .where(inArray(operators.username, [...demo.keys()]));
  const found: string[] = [];
  for (const row of rows) {
    const password = demo.get(row.username);
    if (password && (await verifyPassword(row.passwordHash, password))) found.push(row.username);
  }
  return found;
}

/** APP_MODE=production refuses to serve while a demo password still opens an account. */
export async function assertNoDemoPasswords(db: Db): Promise<void> {
  const found = await operatorsWithDemoPasswords(db);
  if (found.length)
    throw new Error(
      `APP_MODE=production refuses to start: operator(s) ${found.join(', ')} still use the demo password. ` +
        'Change their passwords (or start in demo mode) first.',
    );
}
