import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps } from './columns.js';
import { company } from './companies.js';
import { user } from './users.js';

const companyLink = () =>
  integer()
    .notNull()
    .references(() => company.id);
const userLink = () =>
  integer()
    .notNull()
    .references(() => user.id);

/** A recruiter's saved candidate search: its name and its filters, reopened at /search/:id. */
export const savedSearch = pgTable(
  'saved_search',
  {
    id: id(),
    companyId: companyLink(),
    /** The owner. */
    userId: userLink(),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Set on a copy shared by a teammate. */
    sharedByUserId: integer().references(() => user.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.companyId, t.userId)],
);

/** A candidate profile a recruiter saved, with a note. */
export const savedUser = pgTable(
  'saved_user',
  {
    id: id(),
    companyId: companyLink(),
    userId: userLink(),
    /** The candidate. */
    savedUserId: userLink(),
    note: text(),
    sharedByUserId: integer().references(() => user.id),
    ...timestamps,
    ...softDelete,
  },
  // One save of a candidate per recruiter and company: a recruiter of two companies keeps two lists.
  (t) => [unique().on(t.userId, t.companyId, t.savedUserId), index().on(t.companyId)],
);
