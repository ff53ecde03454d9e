import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { hashSecret, newSecret } from '../../platform/tokens.ts';
import { staffKnownDevices } from './login-attempts.table.ts';

/**
 * A browser that has signed in as an operator holds this cookie (HttpOnly, sent only to the
 * sign-in route). Its attempts are counted on its own backoff key, so someone guessing the
 * operator's password elsewhere cannot keep the operator's own browser waiting.
 */
export const STAFF_DEVICE_COOKIE = 'staff_device';
export const KNOWN_DEVICE_MAX_AGE_S = 90 * 24 * 3600;

/** The device's hash when the cookie belongs to a browser that signed in as this operator. */
export async function knownDeviceOf(
  db: Db,
  secret: string | undefined,
  operatorId: number | undefined,
  now: Date,
): Promise<string | null> {
  if (!secret || secret.length > 100 || operatorId === undefined) return null;
  const tokenHash = hashSecret(secret);
  const [row] = await db
    .select({ hash: staffKnownDevices.tokenHash })
    .from(staffKnownDevices)
    .where(
      and(
        eq(staffKnownDevices.tokenHash, tokenHash),
        eq(staffKnownDevices.operatorId, operatorId),
        sql`${staffKnownDevices.lastUsedAt} > ${new Date(now.getTime() - KNOWN_DEVICE_MAX_AGE_S * 1000).toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row?.hash ?? null;
}

/** After a successful sign-in: keeps the known device fresh, or registers a new one (its secret to set). */
export async function rememberDevice(
  db: Db,
  operatorId: number,
  knownHash: string | null,
  now: Date,
): Promise<string | null> {
  if (knownHash) {
    await db
      .update(staffKnownDevices)
      .set({ lastUsedAt: now })
      .where(eq(staffKnownDevices.tokenHash, knownHash));
    return null;
  }
  const secret = newSecret();
  await db
    .insert(staffKnownDevices)
    .values({ tokenHash: hashSecret(secret), operatorId, createdAt: now, lastUsedAt: now });
  return secret;
}
