import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { assertAcceptablePassword } from '../../platform/password-policy.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { StaffPrincipal } from '../../platform/staff-auth.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { operators, roles } from './access.table.ts';
import { assertMayTouchOperator, type RankedRole } from './rank.ts';
import { endOperatorSessions } from './staff-sessions.service.ts';

export type OperatorRow = {
  id: number;
  name: string;
  username: string;
  role_id: number;
  role_name: string;
  status: 'active' | 'inactive';
  last_login_at: Date | null;
  updated_at: Date;
  created_at: Date;
};

const columns = {
  id: operators.id,
  name: operators.name,
  username: operators.username,
  role_id: operators.roleId,
  role_name: roles.name,
  status: operators.status,
  last_login_at: operators.lastLoginAt,
  updated_at: operators.updatedAt,
  created_at: operators.createdAt,
};

const spec: ListSpec = {
  sortable: {
    id: operators.id,
    name: operators.name,
    username: operators.username,
    role_name: roles.name,
    status: operators.status,
    last_login_at: operators.lastLoginAt,
    updated_at: operators.updatedAt,
    created_at: operators.createdAt,
  },
  defaultSort: 'name',
  tiebreak: operators.id,
  searchable: [operators.name, operators.username],
  dateColumn: operators.createdAt,
};

export type OperatorFilters = { status?: 'active' | 'inactive'; role_id?: number };

export function listOperators(db: Db, query: ListQuery, filters: OperatorFilters) {
  return fetchList<OperatorRow>(
    query,
    spec,
    {
      rows: ({ where, orderBy, limit, offset }) =>
        db
          .select(columns)
          .from(operators)
          .innerJoin(roles, eq(roles.id, operators.roleId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async (where) => {
        const [row] = await db
          .select({ n: count() })
          .from(operators)
          .innerJoin(roles, eq(roles.id, operators.roleId))
          .where(where);
        return row?.n ?? 0;
      },
    },
    [
      filters.status ? eq(operators.status, filters.status) : undefined,
      filters.role_id ? eq(operators.roleId, filters.role_id) : undefined,
    ],
  );
}

/** An operator's display name, or null when there is no such operator. */
export async function operatorName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: operators.name }).from(operators).where(eq(operators.id, id));
  return row?.name ?? null;
}

/** An operator; `forUpdate` holds its row until the transaction ends, so what was checked is what is written over. */
export async function getOperator(db: Db, id: number, forUpdate = false): Promise<OperatorRow> {
  const query = db
    .select(columns)
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.id, id))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: operators }) : query);
  if (!row) throw new DomainError('OPERATOR_NOT_FOUND');
  return row;
}

export type OperatorInput = {
  name: string;
  username: string;
  password?: string | undefined;
  role_id: number;
  status: 'active' | 'inactive';
};

/** An operator's role as the rank rule reads it; `forShare` keeps it unchanged until the transaction ends. */
async function rankedRole(db: Db, roleId: number, forShare = false): Promise<RankedRole | undefined> {
  const query = db
    .select({
      id: roles.id,
      isSuper: roles.isSuper,
      permissions: roles.permissions,
      paymentGateway: roles.paymentGateway,
      bankGroupIds: roles.bankGroupIds,
    })
    .from(roles)
    .where(eq(roles.id, roleId))
    .limit(1);
  const [role] = await (forShare ? query.for('share') : query);
  return role;
}

async function assignableRole(db: Db, roleId: number): Promise<RankedRole> {
  const role = await rankedRole(db, roleId, true);
  if (!role)
    throw new DomainError('ROLE_NOT_FOUND', {}, { status: 422, fields: { role_id: 'ROLE_NOT_FOUND' } });
  return role;
}

async function usernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${username})`)
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

const usernameError = () => new DomainError('USERNAME_TAKEN', {}, { fields: { username: 'USERNAME_TAKEN' } });

const snapshot = (row: OperatorRow) => ({
  name: row.name,
  username: row.username,
  role_id: row.role_id,
  role_name: row.role_name,
  status: row.status,
});

export async function createOperator(
  db: Db,
  staff: StaffPrincipal,
  input: OperatorInput & { password: string },
  actor: Actor,
): Promise<OperatorRow> {
  // The rank is checked before the slow password hash, so a refusal is quick, and again in the
  // transaction on the locked role row, so a role widened meanwhile is seen.
  assertMayTouchOperator(staff, { roleAfter: await assignableRole(db, input.role_id) });
  if (await usernameTaken(db, input.username)) throw usernameError();
  assertAcceptablePassword(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (tx) => {
      assertMayTouchOperator(staff, { roleAfter: await assignableRole(tx, input.role_id) });
      const [created] = await tx
        .insert(operators)
        .values({
          name: input.name,
          username: input.username,
          passwordHash,
          roleId: input.role_id,
          status: input.status,
        })
        .returning({ id: operators.id });
      const row = await getOperator(tx, created!.id);
      await recordActivity(tx, actor, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: row.id,
        after: snapshot(row),
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameError();
    throw error;
  }
}

export async function updateOperator(
  db: Db,
  staff: StaffPrincipal,
  id: number,
  input: OperatorInput,
  actor: Actor,
  now: Date,
): Promise<OperatorRow> {
  const mayTouch = async (tx: Db, before: OperatorRow) =>
    assertMayTouchOperator(staff, {
      id,
      roleBefore: await rankedRole(tx, before.role_id, true),
      roleAfter: await assignableRole(tx, input.role_id),
      deactivates: input.status !== 'active',
    });
  // Before the slow password hash, so a refusal is quick; again in the transaction on locked rows.
  await mayTouch(db, await getOperator(db, id));
  if (await usernameTaken(db, input.username, id)) throw usernameError();
  if (input.password) assertAcceptablePassword(input.password, input.username);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await inTransaction(db, async (tx) => {
      const before = await getOperator(tx, id, true);
      await mayTouch(tx, before);
      await tx
        .update(operators)
        .set({
          name: input.name,
          username: input.username,
          roleId: input.role_id,
          status: input.status,
          updatedAt: now,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(operators.id, id));
      // A new password or deactivation ends the operator's open sessions at once.
      if (passwordHash || input.status === 'inactive') await endOperatorSessions(tx, id);
      const after = await getOperator(tx, id);
      await recordActivity(tx, actor, {
        action: 'operator.update',
        targetType: 'operator',
        targetId: id,
        before: snapshot(before),
        after: { ...snapshot(after), ...(passwordHash ? { password_changed: true } : {}) },
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameError();
    throw error;
  }
}

export async function roleOptions(db: Db) {
  return db
    .select({ id: roles.id, name: roles.name, is_super: roles.isSuper, status: roles.status })
    .from(roles)
    .orderBy(roles.name);
}
