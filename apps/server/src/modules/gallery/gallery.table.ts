import { customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Gallery images: stored in the database, addressed by their content hash. */
export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  hash: text('hash').notNull(),
  mime: text('mime', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storage: text('storage', { enum: ['db', 's3'] })
    .notNull()
    .default('db'),
  data: bytea('data'),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
