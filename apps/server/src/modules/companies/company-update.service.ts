import { and, eq, isNull } from 'drizzle-orm';
import { ErrorText } from '@hiring/domain';
import { mayEditCompany, type companyUpdateSchema } from '@hiring/domain/companies/company-page';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { CompanyPlace } from '../../db/schema/companies.js';
import { company, location } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { recordAudit } from '../admin/audit.js';
import { locationPlace } from './companies.resources.js';
import { checkTaxNumber, isTaxCountry, taxNumberText, type TaxNumberField } from './tax-numbers.js';

type CompanyUpdateInput = z.output<typeof companyUpdateSchema>;
type CompanyRow = typeof company.$inferSelect;

/**
 * The company the caller may change: one of theirs (404 otherwise, as for any record out of
 * reach), the active one (the permission map is the active company's role), with C on `company`.
 */
export function assertMayEditCompany(actor: Actor, companyId: number): void {
  if (!actor.companyIds.includes(companyId)) throw notFound(`company ${companyId} not found`);
  if (actor.companyId !== companyId)
    throw forbidden('Switch to this company to change it: permissions are those of the active company');
  if (!mayEditCompany(actor.roles)) throw forbidden(ErrorText.unauthorized);
}

const blankToNull = (value: string | null | undefined) => (value == null || value === '' ? null : value);

/**
 * VAT ID and tax id by the rules of the company's country, stored compact. A number sent is
 * checked; a number kept is checked again when the country changes. Every refusal names its field.
 */
function taxNumbers(input: CompanyUpdateInput, current: CompanyRow, problems: string[]) {
  const values: { countryCode?: string } & Partial<Record<TaxNumberField, string | null>> = {};
  const country = input.countryCode ?? current.countryCode;
  const countryChanged = input.countryCode !== undefined && input.countryCode !== current.countryCode;
  if (!isTaxCountry(country)) {
    problems.push(`body.countryCode: No VAT ID and tax id rules for ${country}`);
    return values;
  }
  if (countryChanged) values.countryCode = country;
  for (const field of ['vatId', 'taxId'] as const) {
    const sent = input[field] !== undefined;
    if (!sent && !countryChanged) continue;
    const value = blankToNull(sent ? input[field] : current[field]);
    if (value === null) {
      values[field] = null;
      continue;
    }
    const checked = checkTaxNumber(country, field, value);
    if (checked.valid) values[field] = checked.compact;
    else problems.push(`body.${field}: ${taxNumberText(checked.error)}`);
  }
  return values;
}

/** A place from the picker: a reference location is taken from the table (and kept as locationId). */
async function placeValues(db: Database, place: CompanyUpdateInput['place'], problems: string[]) {
  if (place === undefined) return {};
  if (place === null) return { place: null, locationId: null };
  if (place.id === undefined) {
    const free: CompanyPlace = { center: place.center, place_name: place.place_name };
    return { place: free, locationId: null };
  }
  const [row] = await db
    .select({ name: location.name, province: location.province, lat: location.lat, lng: location.lng })
    .from(location)
    .where(and(eq(location.id, place.id), isNull(location.deletedAt)));
  if (!row) {
    problems.push(`body.place: location ${place.id} does not exist`);
    return {};
  }
  return { place: locationPlace(row), locationId: place.id };
}

/** The gallery to keep: only the company's own images, each once; returns what leaves. */
function galleryValues(images: string[] | undefined, current: CompanyRow, problems: string[]) {
  if (images === undefined) return { values: {}, removed: [] as string[] };
  const own = new Set(current.images);
  if (images.some((url) => !own.has(url)) || new Set(images).size !== images.length) {
    problems.push("body.images: only the company's own images, each once");
    return { values: {}, removed: [] };
  }
  return { values: { images }, removed: current.images.filter((url) => !images.includes(url)) };
}

/** What candidates see of a company: an edit of these asks for approval where the company requires it. */
const pageFields = ['name', 'description', 'website', 'place', 'images', 'logo', 'banner'] as const;

/**
 * Companies flagged requiresApproval: a change of what candidates see of the page (`fields`, none: no
 * change) waits for the back office (docs/approval-and-enrollment.md). It clears the last approval (an
 * approval is of the page as it was) and rejection, and records who asked. In the change's transaction.
 */
export async function requestPageApproval(
  db: Database,
  actor: Actor,
  current: Pick<CompanyRow, 'id' | 'requiresApproval'>,
  fields: readonly string[],
): Promise<void> {
  if (!current.requiresApproval || fields.length === 0) return;
  await db
    .update(company)
    .set({
      pageApprovalRequestedAt: new Date(),
      pageApprovedAt: null,
      pageRejectedAt: null,
      pageRejectReason: null,
    })
    .where(eq(company.id, current.id));
  await recordAudit(db, actor, { action: 'page-approval-request', companyId: current.id, data: { fields } });
}

export interface UpdateCompanyOptions {
  db: Database;
  actor: Actor;
  companyId: number;
  input: CompanyUpdateInput;
  /** Removes the bytes of images the company no longer shows. */
  removeImages: (urls: Array<string | null>) => Promise<void>;
}

/** `PATCH /company/{id}`: the company page's fields, its place and which images it keeps. */
export async function updateCompany({ db, actor, companyId, input, removeImages }: UpdateCompanyOptions) {
  assertMayEditCompany(actor, companyId);
  const removed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(company)
      .where(and(eq(company.id, companyId), isNull(company.deletedAt)))
      .for('update');
    if (!current) throw notFound(`company ${companyId} not found`);
    const problems: string[] = [];
    const tax =
      input.countryCode !== undefined || input.vatId !== undefined || input.taxId !== undefined
        ? taxNumbers(input, current, problems)
        : {};
    const place = await placeValues(tx, input.place, problems);
    const gallery = galleryValues(input.images, current, problems);
    if (problems.length > 0) throw badRequest(problems);
    const values = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: blankToNull(input.description) }),
      ...(input.website !== undefined && { website: blankToNull(input.website) }),
      ...tax,
      ...place,
      ...gallery.values,
      ...(input.logo === null && { logo: null }),
      ...(input.banner === null && { banner: null }),
      ...(input.candidateRetentionMonths !== undefined && {
        candidateRetentionMonths: input.candidateRetentionMonths,
      }),
    };
    if (Object.keys(values).length > 0) {
      await tx
        .update(company)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(company.id, companyId));
      await requestPageApproval(
        tx as unknown as Database,
        actor,
        current,
        pageFields.filter((field) => field in values),
      );
    }
    return [
      ...gallery.removed,
      input.logo === null ? current.logo : null,
      input.banner === null ? current.banner : null,
    ];
  });
  await removeImages(removed);
}
