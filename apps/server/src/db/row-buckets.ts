/** A query's rows bucketed by a key, each bucket in the rows' order; rows whose key is null are left out. */
export function bucketRows<T, K>(rows: readonly T[], key: (row: T) => K | null): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const bucket = out.get(k);
    if (bucket) bucket.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** The same buckets as a lookup: a key without rows answers []. */
export function rowsByKey<T, K>(rows: readonly T[], key: (row: T) => K | null): (k: K) => T[] {
  const buckets = bucketRows(rows, key);
  return (k) => buckets.get(k) ?? [];
}
