import { createHash } from 'node:crypto';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { galleryImages } from './gallery.table.ts';
import { imageUsage } from './gallery-usage.ts';
import { checkImage } from './image-check.ts';

type ImageRow = typeof galleryImages.$inferSelect;

export type GalleryImageView = {
  id: number;
  name: string;
  url: string;
  mime: string;
  width: number;
  height: number;
  size_bytes: number;
  created_at: string;
};

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** The image's address: its content hash, so it can be cached for ever and never goes stale. */
export const GALLERY_PREFIX = '/media/g/';
export const galleryUrl = (row: Pick<ImageRow, 'hash' | 'mime'>) =>
  `${GALLERY_PREFIX}${row.hash}.${EXT[row.mime]}`;

const columns = {
  id: galleryImages.id,
  name: galleryImages.name,
  hash: galleryImages.hash,
  mime: galleryImages.mime,
  width: galleryImages.width,
  height: galleryImages.height,
  sizeBytes: galleryImages.sizeBytes,
  createdAt: galleryImages.createdAt,
};

function view(row: Omit<ImageRow, 'data' | 'storage' | 'createdBy'>): GalleryImageView {
  return {
    id: row.id,
    name: row.name,
    url: galleryUrl(row),
    mime: row.mime,
    width: row.width,
    height: row.height,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}

const SPEC: ListSpec = {
  sortable: { id: galleryImages.id, name: galleryImages.name, created_at: galleryImages.createdAt },
  defaultSort: '-id',
  tiebreak: galleryImages.id,
  searchable: [galleryImages.name],
  dateColumn: galleryImages.createdAt,
};

export function listGallery(db: Db, query: ListQuery): Promise<ListPage<GalleryImageView>> {
  return fetchList(query, SPEC, {
    rows: async ({ where, orderBy, limit, offset }) =>
      (
        await db
          .select(columns)
          .from(galleryImages)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(view),
    count: async (where) => (await db.select({ n: count() }).from(galleryImages).where(where))[0]?.n ?? 0,
  });
}

/** Stores a checked image once: the same bytes uploaded again give the same image back. */
export async function uploadImage(
  db: Db,
  actor: Actor,
  name: string,
  bytes: Buffer,
): Promise<GalleryImageView> {
  const image = checkImage(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return inTransaction(db, async (tx) => {
    const [existing] = await tx.select(columns).from(galleryImages).where(eq(galleryImages.hash, hash));
    if (existing) return view(existing);
    const [row] = await tx
      .insert(galleryImages)
      .values({
        name,
        hash,
        mime: image.mime,
        width: image.width,
        height: image.height,
        sizeBytes: bytes.length,
        data: bytes,
        createdBy: actor.kind === 'operator' ? actor.operatorId : null,
      })
      .returning(columns);
    const saved = view(row!);
    await recordActivity(tx, actor, {
      action: 'gallery.upload',
      targetType: 'gallery',
      targetId: saved.id,
      after: saved,
    });
    return saved;
  });
}

/** Deletes an image no banner, promotion, setting or bank group uses; else names where it is used. */
export async function deleteImage(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select(columns).from(galleryImages).where(eq(galleryImages.id, id)).for('update');
    if (!row) throw new DomainError('NOT_FOUND');
    const places = await imageUsage(tx, galleryUrl(row));
    if (places.length) throw new DomainError('GALLERY_IN_USE', { places: places.join(', ') });
    await tx.delete(galleryImages).where(eq(galleryImages.id, id));
    await recordActivity(tx, actor, {
      action: 'gallery.delete',
      targetType: 'gallery',
      targetId: id,
      before: view(row),
    });
  });
}

/** An image's bytes by its hash, for serving. */
export async function loadImage(db: Db, hash: string) {
  const [row] = await db
    .select({ mime: galleryImages.mime, data: galleryImages.data })
    .from(galleryImages)
    .where(eq(galleryImages.hash, hash));
  return row?.data ? { mime: row.mime, data: row.data } : null;
}
