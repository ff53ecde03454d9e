import { formatSen } from '@topup/contracts/money.ts';
import { ALL_PERMISSIONS, type Permission } from '@topup/contracts/permissions.ts';
import {
  type AmountLimitKind,
  type AmountLimits,
  limitsWithin,
  NO_AMOUNT_LIMITS,
} from '@topup/contracts/second-approval.ts';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import type { StaffPrincipal } from '../../platform/staff-auth.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { operators, roles } from './access.table.ts';
import { limitColumns, limitValues } from './amount-limits.service.ts';
import { assertMayTouchRole, type RoleRank } from './rank.ts';

export type RoleRow = {
  id: number;
  name: string;
  permissions: string[];
  payment_gateway: '0' | '1';
  bank_group_ids: number[];
  is_super: boolean;
  status: 'active' | 'inactive';
  /** Sen per kind, as the rules use them (null: no limit). */
  limits_sen: AmountLimits;
  /** The same as the screens show them: ringgit text. */
  amount_limits: Record<AmountLimitKind, string | null>;
  operator_count: number;
  created_at: Date;
  updated_at: Date;
};

// Spelled out: in a one-table select Drizzle drops the table from `${roles.id}`, and a bare "id"
// inside this subquery would be the operator's.
const operatorCount = sql<number>`(select count(*)::int from ${operators} where ${operators.roleId} = ${roles}.${sql.identifier(roles.id.name)})`;

const columns = {
  id: roles.id,
  name: roles.name,
  permissions: roles.permissions,
  payment_gateway: roles.paymentGateway,
  bank_group_ids: roles.bankGroupIds,
  is_super: roles.isSuper,
  status: roles.status,
  ...limitColumns,
  operator_count: operatorCount,
  created_at: roles.createdAt,
  updated_at: roles.updatedAt,
};

const spec: ListSpec = {
  sortable: {
    id: roles.id,
    name: roles.name,
    status: roles.status,
    operator_count: operatorCount,
    updated_at: roles.updatedAt,
    created_at: roles.createdAt,
  },
  defaultSort: 'name',
  tiebreak: roles.id,
  searchable: [roles.name],
  dateColumn: roles.createdAt,
};

type SelectedRole = Omit<RoleRow, 'limits_sen' | 'amount_limits'> & AmountLimits;

/**
 * A role as read: its limits gathered (none for Super Admin, who also holds every permission,
 * including keys added after it was created).
 */
function shown(selected: SelectedRole): RoleRow {
  const { adjustment, quick_topup, insert, withdrawal_approval, ...row } = selected;
  const limits = row.is_super ? NO_AMOUNT_LIMITS : { adjustment, quick_topup, insert, withdrawal_approval };
  const text = (sen: number | null) => (sen === null ? null : formatSen(sen));
  return {
    ...row,
    permissions: row.is_super ? [...ALL_PERMISSIONS] : row.permissions,
    limits_sen: limits,
    amount_limits: {
      adjustment: text(limits.adjustment),
      quick_topup: text(limits.quick_topup),
      insert: text(limits.insert),
      withdrawal_approval: text(limits.withdrawal_approval),
    },
  };
}

export async function listRoles(db: Db, query: ListQuery, filters: { status?: 'active' | 'inactive' }) {
  const page = await fetchList<SelectedRole>(
    query,
    spec,
    {
      rows: ({ where, orderBy, limit, offset }) =>
        db
          .select(columns)
          .from(roles)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async (where) => {
        const [row] = await db.select({ n: count() }).from(roles).where(where);
        return row?.n ?? 0;
      },
    },
    [filters.status ? eq(roles.status, filters.status) : undefined],
  );
  return { ...page, data: page.data.map(shown) };
}

/** A role; `forUpdate` holds its row until the transaction ends, so what was checked is what is written over. */
export async function getRole(db: Db, id: number, forUpdate = false): Promise<RoleRow> {
  const query = db.select(columns).from(roles).where(eq(roles.id, id)).limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new DomainError('ROLE_NOT_FOUND');
  return shown(row);
}

export type RoleInput = {
  name: string;
  permissions: Permission[];
  payment_gateway: '0' | '1';
  /** With the gateway on, the bank groups handled; empty = every group. */
  bank_group_ids: number[];
  status: 'active' | 'inactive';
  amount_limits: AmountLimits;
};

const rankOf = (row: RoleRow): RoleRank => ({
  isSuper: row.is_super,
  permissions: row.permissions,
  paymentGateway: row.payment_gateway,
  bankGroupIds: row.bank_group_ids,
});

const nameTaken = () => new DomainError('ROLE_NAME_TAKEN', {}, { fields: { name: 'ROLE_NAME_TAKEN' } });

async function nameInUse(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`)
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

const snapshot = (row: RoleRow) => ({
  name: row.name,
  permissions: row.permissions,
  payment_gateway: row.payment_gateway,
  bank_group_ids: row.bank_group_ids,
  status: row.status,
  amount_limits: row.limits_sen,
});

/** The actor's own role's limits must cover the role's, as it is and as it will be (DESIGN section 9). */
async function assertLimitsWithinRank(db: Db, staff: StaffPrincipal, limits: AmountLimits[]) {
  if (staff.isSuper) return;
  const own = (await getRole(db, staff.roleId)).limits_sen;
  if (!limits.every((l) => limitsWithin(l, own))) throw new DomainError('ROLE_LIMIT_OUTRANKS');
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createRole(
  db: Db,
  staff: StaffPrincipal,
  input: RoleInput,
  actor: Actor,
): Promise<RoleRow> {
  const permissions = [...new Set(input.permissions)];
  const bankGroupIds = [...new Set(input.bank_group_ids)];
  assertMayTouchRole(staff, {
    after: { isSuper: false, permissions, paymentGateway: input.payment_gateway, bankGroupIds },
  });
  await assertLimitsWithinRank(db, staff, [input.amount_limits]);
  if (await nameInUse(db, input.name)) throw nameTaken();
  return guardUnique(() =>
    inTransaction(db, async (tx) => {
      const [created] = await tx
        .insert(roles)
        .values({
          name: input.name,
          permissions,
          paymentGateway: input.payment_gateway,
          bankGroupIds,
          status: input.status,
          ...limitValues(input.amount_limits),
        })
        .returning({ id: roles.id });
      const row = await getRole(tx, created!.id);
      await recordActivity(tx, actor, {
        action: 'role.create',
        targetType: 'role',
        targetId: row.id,
        after: snapshot(row),
      });
      return row;
    }),
  );
}

/** Super Admin keeps every permission and stays active, whoever edits it. */
function superAdminPermissions(input: RoleInput, permissions: Permission[]): Permission[] {
  const stripped = ALL_PERMISSIONS.some((p) => !permissions.includes(p));
  if (input.status !== 'active' || stripped) throw new DomainError('SUPER_ADMIN_PROTECTED');
  return [...ALL_PERMISSIONS];
}

export async function updateRole(
  db: Db,
  staff: StaffPrincipal,
  id: number,
  input: RoleInput,
  actor: Actor,
  now: Date,
): Promise<RoleRow> {
  return guardUnique(() =>
    inTransaction(db, async (tx) => {
      const before = await getRole(tx, id, true);
      const asked = [...new Set(input.permissions)];
      const bankGroupIds = [...new Set(input.bank_group_ids)];
      assertMayTouchRole(staff, {
        id,
        before: rankOf(before),
        after: { ...rankOf(before), permissions: asked, paymentGateway: input.payment_gateway, bankGroupIds },
      });
      if (!before.is_super) await assertLimitsWithinRank(tx, staff, [before.limits_sen, input.amount_limits]);
      const permissions = before.is_super ? superAdminPermissions(input, asked) : asked;
      if (await nameInUse(tx, input.name, id)) throw nameTaken();
      await tx
        .update(roles)
        .set({
          name: input.name,
          permissions,
          paymentGateway: input.payment_gateway,
          bankGroupIds,
          status: input.status,
          ...(before.is_super ? {} : limitValues(input.amount_limits)),
          updatedAt: now,
        })
        .where(eq(roles.id, id));
      const after = await getRole(tx, id);
      await recordActivity(tx, actor, {
        action: 'role.update',
        targetType: 'role',
        targetId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    }),
  );
}

/** Whether any role's bank-group scope names this deposit method (bank group). */
export async function bankGroupInRoleScope(db: Db, groupId: number): Promise<boolean> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`${groupId} = any(${roles.bankGroupIds})`)
    .limit(1);
  return role !== undefined;
}
