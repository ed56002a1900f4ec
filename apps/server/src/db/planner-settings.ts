/**
 * The planner's cost of reading a page out of order, for every connection of the app. PostgreSQL's
 * default (4) assumes spinning disks; the app's tables are read from memory (PGlite always, PostgreSQL
 * once warm), where an index probe costs about as much as a sequential page: 1.1, the usual setting
 * for SSDs. With 4 the candidate search would read the whole user table rather than look up the few
 * hundred candidates its other filters leave. Given at connection start-up (PostgreSQL's `options`,
 * PGlite's command line), so no statement sets it and no transaction is needed to scope it.
 */
export const RANDOM_PAGE_COST = '1.1';

/** The start-up options of a PostgreSQL connection (`-c name=value`). */
export const postgresStartupOptions = `-c random_page_cost=${RANDOM_PAGE_COST}`;
