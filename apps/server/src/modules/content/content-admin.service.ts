import type { ListPage } from '@topup/contracts/list-page.ts';
import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { invalidateSiteCache } from '../settings/settings.service.ts';
import type { banners } from './content.table.ts';
import { CONTENT_KINDS, type ContentKind, type ContentView } from './content-kinds.ts';

const MAX_POSITION = 10_000;

// The three content tables share id/position/active/timestamps; typed as one for the queries.
type AnyContentTable = typeof banners;
type View = ContentView;

function kindOf(kind: ContentKind) {
  const def = CONTENT_KINDS[kind];
  return {
    table: def.table as unknown as AnyContentTable,
    view: def.view as unknown as (row: unknown) => View,
    toValues: def.toValues as unknown as (body: unknown) => Record<string, unknown>,
    searchable: [...def.searchable],
  };
}

export function listContent(db: Db, kind: ContentKind, query: ListQuery): Promise<ListPage<View>> {
  const { table, view, searchable } = kindOf(kind);
  const spec: ListSpec = {
    sortable: { id: table.id, position: table.position, active: table.active, updated_at: table.updatedAt },
    defaultSort: 'position',
    tiebreak: table.id,
    searchable,
    dateColumn: table.updatedAt,
  };
  return fetchList(query, spec, {
    rows: async ({ where, orderBy, limit, offset }) =>
      (
        await db
          .select()
          .from(table)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(view),
    count: async (where) => (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0,
  });
}

export async function getContent(db: Db, kind: ContentKind, id: number): Promise<View> {
  const { table, view } = kindOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND');
  return view(row);
}

/** The position after the last item: where a new item goes unless told. */
async function nextPosition(db: Db, table: AnyContentTable): Promise<number> {
  const [row] = await db.select({ last: max(table.position) }).from(table);
  return Math.min((row?.last ?? -1) + 1, MAX_POSITION);
}

/** Create (id null) or update one item; the activity log gets before and after. */
export async function saveContent(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  id: number | null,
  body: unknown,
  now: Date,
): Promise<View> {
  const { table, view, toValues } = kindOf(kind);
  const values = toValues(body);
  const saved = await inTransaction(db, async (tx) => {
    if (id === null && values.position === undefined) values.position = await nextPosition(tx, table);
    let before: View | undefined;
    if (id !== null) {
      const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!row) throw new DomainError('NOT_FOUND');
      before = view(row);
    }
    const [row] =
      id === null
        ? await tx
            .insert(table)
            .values(values as never)
            .returning()
        : await tx
            .update(table)
            .set({ ...values, updatedAt: now } as never)
            .where(eq(table.id, id))
            .returning();
    const after = view(row);
    await recordActivity(tx, actor, {
      action: `${kind}.${id === null ? 'create' : 'update'}`,
      targetType: kind,
      targetId: after.id,
      before,
      after,
    });
    return after;
  });
  invalidateSiteCache();
  return saved;
}

export async function deleteContent(db: Db, actor: Actor, kind: ContentKind, id: number): Promise<void> {
  const { table, view } = kindOf(kind);
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw new DomainError('NOT_FOUND');
    await recordActivity(tx, actor, {
      action: `${kind}.delete`,
      targetType: kind,
      targetId: id,
      before: view(row),
    });
  });
  invalidateSiteCache();
}
