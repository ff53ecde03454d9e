import { createHash } from 'node:crypto';
import type { GalleryImageView } from '@topup/contracts/api/gallery.ts';
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
import type { ImageStores } from './image-store.ts';

type ImageRow = typeof galleryImages.$inferSelect;

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** The image's address: its content hash, so it can be cached for ever and never goes stale. */
export const GALLERY_PREFIX = '/media/g/';
const fileName = (row: Pick<ImageRow, 'hash' | 'mime'>) => `${row.hash}.${EXT[row.mime]}`;
export const galleryUrl = (row: Pick<ImageRow, 'hash' | 'mime'>) => `${GALLERY_PREFIX}${fileName(row)}`;

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

/**
 * Stores a checked image once: the same bytes uploaded again give the same image back. The bytes
 * go to the upload store first (outside the transaction: S3 is a network call), then the row.
 */
export async function uploadImage(
  db: Db,
  stores: ImageStores,
  actor: Actor,
  name: string,
  bytes: Buffer,
): Promise<GalleryImageView> {
  const image = checkImage(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const sameBytes = async (tx: Db) =>
    (await tx.select(columns).from(galleryImages).where(eq(galleryImages.hash, hash)))[0];
  const existing = await sameBytes(db);
  if (existing) return view(existing);
  const store = stores.upload;
  const data = await store.save(fileName({ hash, mime: image.mime }), image.mime, bytes);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(galleryImages)
      .values({
        name,
        hash,
        mime: image.mime,
        width: image.width,
        height: image.height,
        sizeBytes: bytes.length,
        storage: store.kind,
        data,
        createdBy: actor.kind === 'operator' ? actor.operatorId : null,
      })
      .onConflictDoNothing({ target: galleryImages.hash })
      .returning(columns);
    // The same bytes uploaded at the same moment by someone else: theirs is the image.
    if (!row) return view((await sameBytes(tx))!);
    const saved = view(row);
    await recordActivity(tx, actor, {
      action: 'gallery.upload',
      targetType: 'gallery',
      targetId: saved.id,
      after: saved,
    });
    return saved;
  });
}

/**
 * Deletes an image no banner, promotion, setting or bank group uses; else names where it is used.
 * Its stored bytes go last, inside the transaction: when the store refuses, the row stays.
 */
export async function deleteImage(db: Db, stores: ImageStores, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ ...columns, storage: galleryImages.storage })
      .from(galleryImages)
      .where(eq(galleryImages.id, id))
      .for('update');
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
    await stores.of(row.storage).remove(fileName(row));
  });
}

/** An image's bytes (or a stream of them) by its hash, from the store its row names. */
export async function loadImage(db: Db, stores: ImageStores, hash: string) {
  const [row] = await db
    .select({ mime: galleryImages.mime, storage: galleryImages.storage, data: galleryImages.data })
    .from(galleryImages)
    .where(eq(galleryImages.hash, hash));
  if (!row) return null;
  const body = await stores.of(row.storage).open(fileName({ hash, mime: row.mime }), row.data);
  return body ? { mime: row.mime, body } : null;
}
