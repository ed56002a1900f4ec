import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every table's key: an identity column that also accepts explicit ids (reference data keeps stable ids). */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Soft delete for records other records refer to. */
export const softDelete = { deletedAt: timestamp({ withTimezone: true }) };
