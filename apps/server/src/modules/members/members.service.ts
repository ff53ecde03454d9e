import type { MemberView, memberBodySchema } from '@topup/contracts/api/members.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation, violatedConstraint } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, inPage, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { withStoredValues } from './masked-input.ts';
import { recordDuplicateSignals } from './member-duplicates.service.ts';
import { newReferCode } from './member-fields.ts';
import { memberTagLinks, memberTags, vipLevels } from './member-groups.table.ts';
import { members, sources } from './members.table.ts';
import { defaultSourceId, getSource } from './sources.service.ts';

/** What staff type in (create) or change (update); already normalised by the route schema. */
export type MemberInput = z.output<typeof memberBodySchema>;

const upline = alias(members, 'upline');

type MemberTags = MemberView['tags'];

/** The member's tags by name, as one JSON column of the member's row. */
const tagsOfMember = sql<MemberTags>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by lower(t.name), t.id)
  from ${memberTagLinks} l join ${memberTags} t on t.id = l.tag_id
  where l.member_id = ${members.id}), '[]'::json)`;

const memberSelect = {
  member: members,
  sourceName: sources.name,
  upline: { id: upline.id, name: upline.name, referCode: upline.referCode },
  tags: tagsOfMember,
  vipLevel: { id: vipLevels.id, name: vipLevels.name },
};

type MemberRow = {
  member: typeof members.$inferSelect;
  sourceName: string | null;
  upline: { id: number; name: string; referCode: string | null } | null;
  tags: MemberTags;
  vipLevel: { id: number; name: string } | null;
};

function view(row: MemberRow): MemberView {
  const m = row.member;
  return {
    id: m.id,
    name: m.name,
    phone: m.phone,
    date_of_birth: m.dateOfBirth,
    refer_code: m.referCode,
    upline_id: m.uplineId,
    upline_name: row.upline?.name ?? null,
    upline_refer_code: row.upline?.referCode ?? null,
    company: m.company,
    source_id: m.sourceId,
    source_name: row.sourceName,
    bank_name: m.bankName,
    bank_account_number: m.bankAccountNumber,
    bank_account_holder: m.bankAccountHolder,
    status: m.status,
    fraud: m.fraud,
    remark: m.remark,
    deposit_count: m.depositCount,
    last_deposit_at: m.lastDepositAt?.toISOString() ?? null,
    registered_at: m.registeredAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
    tags: row.tags,
    vip_level: row.vipLevel,
  };
}

const SPEC: ListSpec = {
  sortable: {
    id: members.id,
    name: members.name,
    phone: members.phone,
    registered_at: members.registeredAt,
    last_deposit_at: members.lastDepositAt,
    deposit_count: members.depositCount,
  },
  defaultSort: '-registered_at',
  tiebreak: members.id,
  searchable: [members.name, members.phone, members.referCode, members.bankAccountNumber],
  dateColumn: members.registeredAt,
};

export type MemberFilters = {
  status?: 'active' | 'inactive';
  source_id?: number;
  fraud?: boolean;
  tag_id?: number;
  /** 0: members with no level. */
  vip_level_id?: number;
};

/** Members holding the tag (member_tag_links' primary key answers it). */
const hasTag = (tagId: number) =>
  sql`exists (select 1 from ${memberTagLinks} where ${memberTagLinks.memberId} = ${members.id} and ${memberTagLinks.tagId} = ${tagId})`;

function joined(db: Db, total: SQL<unknown> = sql`null`) {
  return db
    .select({ ...memberSelect, total })
    .from(members)
    .leftJoin(sources, eq(sources.id, members.sourceId))
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .leftJoin(vipLevels, eq(vipLevels.id, members.vipLevelId));
}

export function listMembers(db: Db, query: ListQuery, filters: MemberFilters): Promise<ListPage<MemberView>> {
  const extra: (SQL | undefined)[] = [
    filters.status ? eq(members.status, filters.status) : undefined,
    filters.source_id ? eq(members.sourceId, filters.source_id) : undefined,
    filters.fraud === undefined ? undefined : eq(members.fraud, filters.fraud),
    filters.tag_id ? hasTag(filters.tag_id) : undefined,
    filters.vip_level_id === undefined
      ? undefined
      : filters.vip_level_id === 0
        ? isNull(members.vipLevelId)
        : eq(members.vipLevelId, filters.vip_level_id),
  ];
  return fetchList(
    query,
    SPEC,
    {
      db,
      // The page with its total in one statement (the count a scalar subquery of it).
      page: async (window, total) => {
        const rows = await joined(db, total)
          .where(inPage(members.id, db.select({ id: members.id }).from(members).$dynamic(), window))
          .orderBy(...window.orderBy);
        return { rows: rows.map(view), total: rows[0]?.total };
      },
      counted: (where) => db.select({ id: members.id }).from(members).where(where),
      whole: (where) => !where,
    },
    extra,
  );
}

/** 'Member not found.' unless the member exists. */
export async function assertMemberExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, id));
  if (!row) throw new DomainError('MEMBER_NOT_FOUND');
}

export async function getMember(db: Db, id: number): Promise<MemberView> {
  const [row] = await joined(db).where(eq(members.id, id)).limit(1);
  if (!row) throw new DomainError('MEMBER_NOT_FOUND');
  return view(row);
}

/** The upline named by refer code or phone, or UPLINE_NOT_FOUND. */
async function resolveUpline(db: Db, key: string | null, selfId: number | null): Promise<number | null> {
  if (!key) return null;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`upper(${members.referCode}) = upper(${key}) or ${members.phone} = ${key}`)
    .limit(1);
  if (!row || row.id === selfId)
    throw new DomainError('UPLINE_NOT_FOUND', {}, { fields: { upline: 'UPLINE_NOT_FOUND' } });
  return row.id;
}

async function assertUnique(db: Db, input: Pick<MemberInput, 'phone' | 'refer_code'>, selfId: number | null) {
  const [phone] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, input.phone))
    .limit(1);
  if (phone && phone.id !== selfId)
    throw new DomainError('MEMBER_PHONE_TAKEN', {}, { fields: { phone: 'MEMBER_PHONE_TAKEN' } });
  if (!input.refer_code) return;
  const [code] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`upper(${members.referCode}) = ${input.refer_code.toUpperCase()}`)
    .limit(1);
  if (code && code.id !== selfId)
    throw new DomainError('REFER_CODE_TAKEN', {}, { fields: { refer_code: 'REFER_CODE_TAKEN' } });
}

/** Unique-index races (two staff saving the same phone at once) answer like the checks above. */
function uniqueViolationAsDomain(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text = violatedConstraint(error) ?? String(error);
    if (text.includes('refer')) throw new DomainError('REFER_CODE_TAKEN');
    throw new DomainError('MEMBER_PHONE_TAKEN');
  }
  throw error;
}

const operatorOf = (actor: Actor) => (actor.kind === 'operator' ? actor.operatorId : null);

const auditFields = (m: MemberView) => ({
  name: m.name,
  phone: m.phone,
  date_of_birth: m.date_of_birth,
  refer_code: m.refer_code,
  upline_id: m.upline_id,
  company: m.company,
  source_id: m.source_id,
  bank_name: m.bank_name,
  bank_account_number: m.bank_account_number,
  bank_account_holder: m.bank_account_holder,
  status: m.status,
  remark: m.remark,
});

export async function createMember(db: Db, actor: Actor, sent: MemberInput, now: Date): Promise<MemberView> {
  const input = withStoredValues(null, sent);
  try {
    return await inTransaction(db, async (tx) => {
      await assertUnique(tx, input, null);
      const uplineId = await resolveUpline(tx, input.upline, null);
      const sourceId = input.source_id ?? (await defaultSourceId(tx));
      if (input.source_id) await getSource(tx, input.source_id);
      const [row] = await tx
        .insert(members)
        .values({
          name: input.name,
          phone: input.phone,
          dateOfBirth: input.date_of_birth,
          referCode: input.refer_code ?? newReferCode(),
          uplineId,
          company: input.company,
          sourceId,
          bankName: input.bank_name,
          bankAccountNumber: input.bank_account_number,
          bankAccountHolder: input.bank_account_holder,
          status: input.status,
          remark: input.remark,
          registeredAt: now,
          updatedAt: now,
        })
        .returning({ id: members.id });
      await recordDuplicateSignals(tx, [row!.id], operatorOf(actor), now);
      const created = await getMember(tx, row!.id);
      await recordActivity(tx, actor, {
        action: 'member.create',
        targetType: 'member',
        targetId: created.id,
        memberId: created.id,
        after: auditFields(created),
      });
      return created;
    });
  } catch (error) {
    uniqueViolationAsDomain(error);
  }
}

const BANK_FIELDS = ['bank_name', 'bank_account_number', 'bank_account_holder'] as const;

/**
 * Once a member has a bank account number the bank details are fixed (payouts go there;
 * changing them is how accounts get stolen): a change answers 'Member bank account cannot be changed.'
 */
function assertBankUnchanged(before: MemberView, input: MemberInput) {
  if (!before.bank_account_number) return;
  for (const field of BANK_FIELDS) {
    if ((input[field] ?? null) !== before[field])
      throw new DomainError('MEMBER_BANK_LOCKED', {}, { fields: { [field]: 'MEMBER_BANK_LOCKED' } });
  }
}

export async function updateMember(
  db: Db,
  actor: Actor,
  id: number,
  sent: MemberInput,
  now: Date,
): Promise<MemberView> {
  try {
    return await inTransaction(db, async (tx) => {
      await tx.execute(sql`select id from ${members} where ${members.id} = ${id} for update`);
      const before = await getMember(tx, id);
      const input = withStoredValues(before, sent);
      assertBankUnchanged(before, input);
      await assertUnique(tx, input, id);
      const uplineId =
        input.upline === before.upline_refer_code && before.upline_id
          ? before.upline_id
          : await resolveUpline(tx, input.upline, id);
      if (input.source_id && input.source_id !== before.source_id) await getSource(tx, input.source_id);
      await tx
        .update(members)
        .set({
          name: input.name,
          phone: input.phone,
          dateOfBirth: input.date_of_birth,
          referCode: input.refer_code ?? before.refer_code,
          uplineId,
          company: input.company,
          sourceId: input.source_id ?? before.source_id,
          bankName: input.bank_name,
          bankAccountNumber: input.bank_account_number,
          bankAccountHolder: input.bank_account_holder,
          status: input.status,
          remark: input.remark,
          updatedAt: now,
        })
        .where(and(eq(members.id, id)));
      await recordDuplicateSignals(tx, [id], operatorOf(actor), now);
      const after = await getMember(tx, id);
      await recordActivity(tx, actor, {
        action: 'member.update',
        targetType: 'member',
        targetId: id,
        memberId: id,
        before: auditFields(before),
        after: auditFields(after),
      });
      return after;
    });
  } catch (error) {
    uniqueViolationAsDomain(error);
  }
}
