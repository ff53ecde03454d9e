import { randomBytes } from 'node:crypto';
import type { FirstOperator } from '@topup/contracts/first-run.ts';
import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { assertAcceptablePassword } from '../../platform/password-policy.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hashSecret } from '../../platform/tokens.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { operators, roles } from './access.table.ts';
import { firstRunCodes } from './first-run.table.ts';

/** Held for the claim's transaction: two claims at once (any instance, or the command) queue here. */
export const FIRST_RUN_LOCK = 727275;

/** A setup code outlives a quiet weekend; a server restarted later prints a fresh one. */
export const FIRST_RUN_CODE_TTL_MS = 72 * 60 * 60 * 1000;

const SUPER_ADMIN_ROLE_NAME = 'Super Admin';

async function operatorExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: operators.id }).from(operators).limit(1);
  return Boolean(row);
}

/** Whether the site still waits for its first operator. */
export async function firstRunNeeded(db: Db): Promise<boolean> {
  return !(await operatorExists(db));
}

/**
 * A one-time setup code for the first-run page, printed by the server at start; only its hash
 * is stored, beside those of the other instances. Null once an operator exists.
 */
export async function issueFirstRunCode(db: Db, now: Date): Promise<string | null> {
  if (await operatorExists(db)) return null;
  const code = randomBytes(16).toString('hex');
  await db.delete(firstRunCodes).where(lte(firstRunCodes.expiresAt, now));
  await db
    .insert(firstRunCodes)
    .values({ codeHash: hashSecret(code), expiresAt: new Date(now.getTime() + FIRST_RUN_CODE_TTL_MS) });
  return code;
}

async function codeIsLive(db: Db, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ codeHash: firstRunCodes.codeHash })
    .from(firstRunCodes)
    .where(and(eq(firstRunCodes.codeHash, hashSecret(code)), gt(firstRunCodes.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/** The Super Admin role (every permission, every deposit and withdrawal), made if none exists. */
async function superAdminRoleId(db: Db): Promise<number> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true)).limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(roles)
    .values({
      name: SUPER_ADMIN_ROLE_NAME,
      permissions: [...ALL_PERMISSIONS],
      paymentGateway: '1',
      bankGroupIds: [],
      isSuper: true,
    })
    .returning({ id: roles.id });
  return created!.id;
}

async function assertClaimable(db: Db, options: FirstRunClaimOptions): Promise<void> {
  if (await operatorExists(db)) throw new DomainError('FIRST_RUN_DONE');
  if (options.code !== undefined && !(await codeIsLive(db, options.code, options.now)))
    throw new DomainError('FIRST_RUN_CODE_INVALID');
}

export type FirstRunClaimOptions = {
  /** The setup code the page was given; the command, run on the server itself, needs none. */
  code?: string;
  actor: Actor;
  now: Date;
};

/**
 * Creates the Super Admin role and the first operator, with a password the policy accepts and
 * a PIN, hashed as every operator's are. Refused once any operator exists; with a code, refused
 * unless it is a live one. The check and the writes run under one lock, so of two claims at
 * the same moment exactly one wins; every setup code dies with it.
 */
export async function claimFirstRun(
  db: Db,
  input: FirstOperator,
  options: FirstRunClaimOptions,
): Promise<{ operatorId: number; roleId: number }> {
  // Checked before the slow hashes, so a refusal costs an anonymous caller's server nothing,
  // and again under the lock, where it decides.
  await assertClaimable(db, options);
  assertAcceptablePassword(input.password, input.username);
  const [passwordHash, pinHash] = await Promise.all([hashPassword(input.password), hashPassword(input.pin)]);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_RUN_LOCK})`);
    await assertClaimable(tx, options);
    const roleId = await superAdminRoleId(tx);
    const [created] = await tx
      .insert(operators)
      .values({ name: input.name, username: input.username, passwordHash, pinHash, roleId })
      .returning({ id: operators.id });
    const operatorId = created!.id;
    await tx.delete(firstRunCodes);
    await recordActivity(tx, options.actor, {
      action: 'operator.first_run',
      targetType: 'operator',
      targetId: operatorId,
      after: {
        name: input.name,
        username: input.username,
        role_id: roleId,
        role_name: SUPER_ADMIN_ROLE_NAME,
      },
    });
    return { operatorId, roleId };
  });
}
