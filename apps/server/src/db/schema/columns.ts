import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Every table's key: an identity column that also accepts explicit ids (reference data keeps stable ids). */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

/**
 * Times in UTC with millisecond precision: what JSON carries. With PostgreSQL's default microseconds,
 * a client asking for `updatedAt > (a value it was sent)` would get the same row back.
 */
export const utcTime = () => timestamp({ withTimezone: true, precision: 3 });

export const timestamps = {
  createdAt: utcTime().notNull().defaultNow(),
  updatedAt: utcTime().notNull().defaultNow(),
};

/** Soft delete for records other records refer to. */
export const softDelete = { deletedAt: utcTime() };

/** A file kept in the file storage: its key, the name it was sent with, its sniffed type and its size. */
export const storedFile = () => ({
  fileKey: text().notNull(),
  fileName: text().notNull(),
  mimeType: text().notNull(),
  size: integer().notNull(),
});
