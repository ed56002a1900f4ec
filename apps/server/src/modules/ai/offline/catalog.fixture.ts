import { readFileSync } from 'node:fs';
import type { ReferenceCatalog } from './catalog.js';

/** The shipped reference data as a catalog, for the generator's unit tests (no database). */
function read<T>(name: string): T[] {
  const url = new URL(`../../../db/seed/reference/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as T[];
}

export const shippedCatalog: ReferenceCatalog = {
  skills: read('professional-skill'),
  workAreas: read('work-area'),
  seniorities: read('seniority'),
  locations: read('location'),
  languages: read('language'),
  languageLevels: read('language-level'),
};
