/** The reference rows the generators match a description against (loaded from the database). */
export interface NamedRef {
  id: number;
  name: string;
  nameEn: string;
}

export interface ReferenceCatalog {
  skills: ReadonlyArray<NamedRef & { workAreaId: number | null }>;
  workAreas: readonly NamedRef[];
  seniorities: ReadonlyArray<NamedRef & { order: number }>;
  locations: ReadonlyArray<{ id: number; name: string; province: string; lat: number; lng: number }>;
  /** `name` is English, `nameIt` Italian. */
  languages: ReadonlyArray<{ id: number; name: string; nameIt: string; code: string }>;
  languageLevels: ReadonlyArray<NamedRef & { order: number }>;
}

/** Seniority orders of the reference table: intern 1, junior 2, mid 3, senior 4, lead 5, executive 6. */
export const SeniorityOrder = { intern: 1, junior: 2, mid: 3, senior: 4, lead: 5, executive: 6 } as const;
