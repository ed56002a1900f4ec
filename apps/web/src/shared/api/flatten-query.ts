export type QueryValue =
  | string
  | number
  | boolean
  | bigint
  | Date
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

export type Query = { readonly [key: string]: QueryValue };

/**
 * Flattens nested objects and arrays into qs-style bracket pairs, the way the
 * API parses list queries: `{ where: { name: { contains: 'x' } }, select: ['id'] }`
 * becomes `where[name][contains]=x` and `select[0]=id`.
 * Like `qs.stringify`: undefined is skipped, null is an empty value, dates are
 * ISO strings, empty arrays and objects produce nothing.
 */
export function flattenQuery(query: Query): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) collect(key, value, pairs);
  return pairs;
}

function collect(key: string, value: QueryValue, pairs: Array<[string, string]>): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push([key, '']);
  } else if (value instanceof Date) {
    pairs.push([key, value.toISOString()]);
  } else if (Array.isArray(value)) {
    value.forEach((item: QueryValue, index) => collect(`${key}[${index}]`, item, pairs));
  } else if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) collect(`${key}[${child}]`, item, pairs);
  } else {
    pairs.push([key, String(value)]);
  }
}
