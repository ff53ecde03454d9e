import type { SourceView } from '@topup/contracts/api/sources.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { members, sources } from './members.table.ts';

type SourceRow = typeof sources.$inferSelect;

const memberCount = sql<number>`(select count(*)::int from ${members} where ${members.sourceId} = ${sources.id})`;

const SPEC: ListSpec = {
  sortable: {
    id: sources.id,
    name: sources.name,
    is_default: sources.isDefault,
    created_at: sources.createdAt,
  },
  defaultSort: 'name',
  tiebreak: sources.id,
  searchable: [sources.name],
};

function view(row: SourceRow, members = 0): SourceView {
  return {
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    member_count: members,
    created_at: row.createdAt.toISOString(),
  };
}

export function listSources(db: Db, query: ListQuery): Promise<ListPage<SourceView>> {
  return fetchList(query, SPEC, {
    rows: async ({ where, orderBy, limit, offset }) => {
      const rows = await db
        .select({ source: sources, members: memberCount })
        .from(sources)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => view(r.source, Number(r.members)));
    },
    count: async (where) => {
      const [row] = await db.select({ n: count() }).from(sources).where(where);
      return row?.n ?? 0;
    },
  });
}

/** Every source, default first (for selectors). */
export async function allSources(db: Db): Promise<SourceView[]> {
  const rows = await db.select().from(sources).orderBy(sql`${sources.isDefault} desc`, sources.name);
  return rows.map((r) => view(r));
}

export async function getSource(db: Db, id: number): Promise<SourceRow> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id)).limit(1);
  if (!row) throw new DomainError('SOURCE_NOT_FOUND');
  return row;
}

export async function defaultSourceId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: sources.id }).from(sources).where(eq(sources.isDefault, true)).limit(1);
  return row?.id ?? null;
}

/** Sources by lower-cased name, for the member import. */
export async function sourceIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: sources.id, name: sources.name }).from(sources);
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
}

export type SourceInput = { name: string; is_default: boolean };

async function nameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: sources.id })
    .from(sources)
    .where(sql`lower(${sources.name}) = lower(${name})`);
  return rows.some((r) => r.id !== exceptId);
}

/**
 * Exactly one source is the default: making one the default clears the others in the same
 * transaction, and the current default cannot simply be switched off (the partial unique
 * index backs the first half).
 */
async function applyDefault(tx: Db, id: number, isDefault: boolean, wasDefault: boolean) {
  if (isDefault && !wasDefault) {
    await tx.update(sources).set({ isDefault: false }).where(ne(sources.id, id));
    await tx.update(sources).set({ isDefault: true }).where(eq(sources.id, id));
  }
  if (!isDefault && wasDefault) throw new DomainError('SOURCE_DEFAULT_REQUIRED');
}

export async function createSource(db: Db, actor: Actor, input: SourceInput): Promise<SourceView> {
  try {
    return await inTransaction(db, async (tx) => {
      if (await nameTaken(tx, input.name, null)) throw new DomainError('SOURCE_NAME_TAKEN');
      const hasDefault = (await defaultSourceId(tx)) !== null;
      const [row] = await tx.insert(sources).values({ name: input.name, isDefault: false }).returning();
      // The first source becomes the default whatever was asked: there must be one.
      await applyDefault(tx, row!.id, input.is_default || !hasDefault, false);
      const created = await getSource(tx, row!.id);
      await recordActivity(tx, actor, {
        action: 'source.create',
        targetType: 'source',
        targetId: created.id,
        after: { name: created.name, is_default: created.isDefault },
      });
      return view(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('SOURCE_NAME_TAKEN');
    throw error;
  }
}

export async function updateSource(
  db: Db,
  actor: Actor,
  id: number,
  input: SourceInput,
): Promise<SourceView> {
  try {
    return await inTransaction(db, async (tx) => {
      const before = await getSource(tx, id);
      if (await nameTaken(tx, input.name, id)) throw new DomainError('SOURCE_NAME_TAKEN');
      await tx.update(sources).set({ name: input.name }).where(eq(sources.id, id));
      await applyDefault(tx, id, input.is_default, before.isDefault);
      const after = await getSource(tx, id);
      await recordActivity(tx, actor, {
        action: 'source.update',
        targetType: 'source',
        targetId: id,
        before: { name: before.name, is_default: before.isDefault },
        after: { name: after.name, is_default: after.isDefault },
      });
      return view(after);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('SOURCE_NAME_TAKEN');
    throw error;
  }
}
