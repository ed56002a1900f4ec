import type { FastifyInstance } from 'fastify';

/** What a route of the generic resource layer does (its verbs, spec section 7). */
export type ResourceOperation = 'list' | 'get' | 'ids' | 'fetch' | 'create' | 'update' | 'delete';

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `work-area` → `WorkArea`, `videoIntroduction` → `VideoIntroduction`. */
function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(upperFirst)
    .join('');
}

/** English plural of the last word: `Availability` → `Availabilities`, `Class` → `Classes`. */
function plural(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The operationId of a resource-layer route: `listJobs`, `getJob`, `listJobIds`, `fetchJobs`, … */
export function resourceOperationId(resource: string, operation: ResourceOperation): string {
  const one = pascal(resource);
  const many = plural(one);
  switch (operation) {
    case 'list':
      return `list${many}`;
    case 'ids':
      return `list${one}Ids`;
    case 'fetch':
      return `fetch${many}`;
    default:
      return `${operation}${one}`;
  }
}

/**
 * The operationId of any other route, from its method and path (after the API prefix). A path shaped
 * like a resource's gets the resource layer's name (`POST /api/job` → `createJob`, `PATCH /api/job/:id`
 * → `updateJob`, `GET /api/job/:id` → `getJob`, `DELETE …` → `deleteJob`); any other is the method,
 * the words of the path and its parameters except `id` (the record the path names):
 * `PATCH /api/job/status/:id` → `patchJobStatus`, `GET /api/board/:jobId` → `getBoardByJobId`,
 * `POST /api/application/@move` → `postApplicationMove`. A POST that creates nothing names itself.
 */
export function deriveOperationId(method: string, url: string, prefix: string): string {
  const path = url === prefix || url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
  const segments = path.split('/').filter(Boolean);
  const [resource, id, ...rest] = segments;
  if (resource && /^[a-z][a-z0-9-]*$/i.test(resource) && rest.length === 0) {
    if (id === undefined && method === 'POST') return resourceOperationId(resource, 'create');
    if (id === ':id') {
      if (method === 'GET') return resourceOperationId(resource, 'get');
      if (method === 'PATCH' || method === 'PUT') return resourceOperationId(resource, 'update');
      if (method === 'DELETE') return resourceOperationId(resource, 'delete');
    }
  }
  const words: string[] = [];
  const params: string[] = [];
  for (const segment of segments) {
    // A segment may hold a parameter and a suffix (`:userId.pdf`); a parameter may carry a regexp.
    const bare = segment.replace(/\(.*?\)/g, '');
    for (const [, param] of bare.matchAll(/:([A-Za-z0-9_]+)/g))
      if (param && param !== 'id') params.push(param);
    words.push(pascal(bare.replace(/:[A-Za-z0-9_]+/g, ' ')));
  }
  const by = params.length > 0 ? `By${params.map(pascal).join('And')}` : '';
  return `${method.toLowerCase()}${words.join('')}${by}`;
}

/**
 * Gives every documented route an operationId (its own, or one derived from method and path) and
 * refuses to start with two routes of the same one: generated clients name their functions by it.
 */
export function registerOperationIds(app: FastifyInstance, options: { prefix: string }): void {
  const taken = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    // HEAD twins of GET routes and hidden routes are not in the document.
    if (route.method === 'HEAD' || route.schema?.hide) return;
    if (Array.isArray(route.method)) {
      throw new Error(`Route ${route.method.join(',')} ${route.url}: declare one route per method`);
    }
    const declared = (route.schema as { operationId?: string } | undefined)?.operationId;
    const operationId = declared ?? deriveOperationId(route.method, route.url, options.prefix);
    const where = `${route.method} ${route.url}`;
    const other = taken.get(operationId);
    if (other) {
      throw new Error(`Routes ${other} and ${where} have the same operationId ${operationId}: name one`);
    }
    taken.set(operationId, where);
    route.schema = { ...route.schema, operationId };
  });
}
