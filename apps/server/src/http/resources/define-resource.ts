import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminPermission, PermissionKey, RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../actor.js';
import { tableFields, type FieldInfo } from './fields.js';

/** The verbs of spec section 7; a resource gets routes only for those it lists. */
export type Verb = 'list' | 'get' | 'ids' | 'fetch' | 'create' | 'update' | 'delete';

/**
 * Who may read or write: anyone, any signed-in user, members whose company role holds the key,
 * users of one user role (candidates on their own rows), or back-office admins holding an admin
 * permission (and super users).
 */
export type ResourceAccess =
  'public' | 'authenticated' | { permission: PermissionKey } | { role: RoleId } | { admin: AdminPermission };

export interface ScopeContext {
  db: Database;
  actor: Actor | null;
  /** The request reading, when there is one (the audit of reads records it). */
  requestId?: string;
}

export interface Relation {
  /** The related resource; its own access rule and scope apply to what is included. */
  target: () => ResourceDefinition;
  /** one: this row's `localField` holds the target's `targetField`; many: the target's `targetField` holds this row's `localField`. */
  kind: 'one' | 'many';
  localField: string;
  targetField: string;
}

export interface WriteContext {
  db: Database;
  actor: Actor;
}

/** What a write did: the verb, the record's id, and the record before (update, delete) and after (create, update). */
export interface WriteChange {
  verb: 'create' | 'update' | 'delete';
  id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ResourceConfig<T extends PgTable = PgTable> {
  /** The path segment: GET /{name}. */
  name: string;
  table: T;
  verbs: Verb[];
  read: ResourceAccess;
  write?: ResourceAccess;
  /**
   * The tenant scope: narrows every query to what the caller may see. Returns undefined for
   * no narrowing (public reference data only); throw to refuse outright.
   */
  scope: (ctx: ScopeContext) => SQL | undefined;
  /** The fields a response may carry; anything else (hashes, secrets) never leaves the server. */
  fields: readonly string[];
  /** Fields usable in `where`; defaults to the readable scalar fields. */
  filterable?: readonly string[];
  /** Fields usable in `order`; defaults to the filterable ones. */
  orderable?: readonly string[];
  relations?: Record<string, Relation>;
  /** The field naming the record's owner, for the U (own records) letter of company roles. */
  ownerField?: string;
  /** Sync clients may ask for soft-deleted rows too (`withDeleted=true`), to drop them locally. */
  syncable?: boolean;
  /** Cache-Control for reads of this resource. */
  cacheControl?: string;
  /**
   * Blanks fields a caller may not see in some rows (e.g. a candidate's contact details): `needs`
   * are the columns `apply` reads, always loaded; `apply` edits the rows in place.
   */
  redact?: {
    needs: readonly string[];
    apply: (ctx: ScopeContext, rows: Array<Record<string, unknown>>) => Promise<void>;
  };
  /**
   * The one message of the 400 for a create or update body its schema refuses (spec 8: 'Bad
   * request' for licences); without it the answer lists every problem.
   */
  invalidBodyMessage?: string;
  /** Runs after every create, update and delete (e.g. to move the model registry's time, to audit it). */
  afterWrite?: (ctx: WriteContext, change: WriteChange) => Promise<void>;
  /** Runs before every read, e.g. to create a per-user row on first use. */
  beforeRead?: (ctx: ScopeContext) => Promise<void>;
  /**
   * Runs after any read returned records — one, a list, a fetch, or embedded as another resource's
   * include — with their ids (never for refused or missing ones), e.g. to record who read a
   * candidate's personal data (privacy/profile-read-audit.ts).
   */
  afterRead?: (ctx: ScopeContext, ids: number[]) => Promise<void>;
  create?: {
    schema: z.ZodObject;
    /** Turns the validated body into the row to insert (sets the company and owner from the actor). */
    values: (
      input: Record<string, unknown>,
      ctx: WriteContext,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  };
  update?: {
    schema: z.ZodObject;
    values?: (
      input: Record<string, unknown>,
      ctx: WriteContext,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  };
}

export interface ResourceDefinition<T extends PgTable = PgTable> extends ResourceConfig<T> {
  columns: Map<string, FieldInfo>;
  filterFields: ReadonlySet<string>;
  orderFields: ReadonlySet<string>;
  readFields: ReadonlySet<string>;
  hasSoftDelete: boolean;
}

/** One declaration per resource; checked once at start-up so a typo fails fast, not per request. */
export function defineResource<T extends PgTable>(config: ResourceConfig<T>): ResourceDefinition<T> {
  const columns = tableFields(config.table);
  const scalar = (f: string) => columns.get(f)?.kind !== 'json';
  const check = (list: readonly string[], what: string) => {
    for (const f of list) {
      if (!columns.has(f)) throw new Error(`Resource ${config.name}: ${what} field '${f}' is not a column`);
    }
  };
  check(config.fields, 'readable');
  const filterable = config.filterable ?? config.fields.filter(scalar);
  check(filterable, 'filterable');
  const orderable = config.orderable ?? filterable;
  check(orderable, 'orderable');
  if (!config.fields.includes('id')) throw new Error(`Resource ${config.name}: 'id' must be readable`);
  if (config.ownerField) check([config.ownerField], 'owner');
  if (config.redact) check(config.redact.needs, 'redact');
  if (config.verbs.some((v) => v === 'create' || v === 'update' || v === 'delete') && !config.write) {
    throw new Error(`Resource ${config.name}: writes need a write access rule`);
  }
  return {
    ...config,
    columns,
    filterFields: new Set(filterable),
    orderFields: new Set(orderable),
    readFields: new Set(config.fields),
    hasSoftDelete: columns.has('deletedAt'),
  };
}
