import { and, inArray, isNull } from 'drizzle-orm';
import type { CompanyPlace } from '../../db/schema/companies.js';
import { company, location } from '../../db/schema/index.js';
import { defineResource, type ScopeContext } from '../../http/resources/define-resource.js';
import { activeCompanyId } from '../../http/resources/scopes.js';

const companyFields = [
  'id',
  'name',
  'logo',
  'banner',
  'images',
  'countryCode',
  'vatId',
  'taxId',
  'description',
  'website',
  'locationId',
  'place',
  'settings',
  // Page approval (companies flagged requiresApproval): the company's page editor shows where it stands.
  'requiresApproval',
  'pageApprovalRequestedAt',
  'pageApprovedAt',
  'pageRejectedAt',
  'pageRejectReason',
  // How long candidate data nobody touches is kept (docs/privacy.md, "Retention").
  'candidateRetentionMonths',
  'createdAt',
  'updatedAt',
] as const;

/** A reference location as the place the pickers give: `Milano (MI)`, center [lng, lat]. */
export const locationPlace = (row: {
  name: string;
  province: string;
  lat: number;
  lng: number;
}): CompanyPlace => ({ place_name: `${row.name} (${row.province})`, center: [row.lng, row.lat] });

/** Companies written before the place existed have a reference location only: show it as their place. */
async function placesFromLocations({ db }: ScopeContext, rows: Array<Record<string, unknown>>) {
  const missing = rows.filter((row) => row.place == null && typeof row.locationId === 'number');
  if (missing.length === 0) return;
  const ids = [...new Set(missing.map((row) => row.locationId as number))];
  const found = await db
    .select({
      id: location.id,
      name: location.name,
      province: location.province,
      lat: location.lat,
      lng: location.lng,
    })
    .from(location)
    .where(and(inArray(location.id, ids), isNull(location.deletedAt)));
  const byId = new Map(found.map((row) => [row.id, locationPlace(row)]));
  for (const row of missing) row.place = byId.get(row.locationId as number) ?? null;
}

/**
 * The companies the caller belongs to (all of them: the company switcher lists them). Writes go
 * through `PATCH /company/{id}` (companies.routes.ts): the active company only, with C on `company`.
 */
export const companyResource = defineResource({
  name: 'company',
  table: company,
  verbs: ['list', 'get', 'ids', 'fetch'],
  read: 'authenticated',
  scope: ({ actor }) => {
    activeCompanyId(actor);
    return inArray(company.id, actor!.companyIds);
  },
  fields: companyFields,
  filterable: ['id', 'name', 'countryCode', 'locationId', 'createdAt', 'updatedAt'],
  redact: { needs: ['place', 'locationId'], apply: placesFromLocations },
});
