import { z } from 'zod';
import type { PermissionMap } from '../access/permissions.js';
import { documentMimeTypes, uploadRules } from '../candidates/uploads.js';
import { placeSchema } from '../jobs/job-content.js';

/** Spec 5's texts for a tax number (VAT ID or tax id) its country's validator refuses. */
export const TaxNumberError = {
  format: 'Invalid format',
  checksum: 'Invalid checksum',
  length: 'Invalid length',
  component: 'Invalid component',
} as const;
export type TaxNumberErrorKind = keyof typeof TaxNumberError;

/** Spec 5's URL rule text. */
export const INVALID_URL_TEXT = 'The value is not a valid URL address';

/** The company page's images (spec 9): logo and gallery 256x256 PNG, banner 1430x260 JPEG. */
export const companyImageSizes = {
  logo: { width: 256, height: 256, format: 'png' },
  gallery: { width: 256, height: 256, format: 'png' },
  banner: { width: 1430, height: 260, format: 'jpeg' },
} as const;
export type CompanyImageKind = keyof typeof companyImageSizes;

/** The cache version in every company image URL (spec 9): a new version makes browsers fetch again. */
export const COMPANY_IMAGE_CACHE_VERSION = 2;
export const MAX_GALLERY_IMAGES = 8;

const MB = 1024 * 1024;
/** Raster images only: an SVG is a document that can carry script and external references. */
const rasterImages = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * `POST /file/companyLogo` and `POST /file/companyImage` (field `kind`: banner or gallery): images
 * including SVG (sanitised, then rasterised), up to 5 MB (uploadRules).
 */
export const companyImageUploadRule = uploadRules.companyImage;
export const companyImageKinds = ['banner', 'gallery'] as const;
export const companyImageFieldsSchema = z.object({ kind: z.enum(companyImageKinds) }).strict();

/** `POST /company-file`: documents (pdf, doc, docx, odt) and raster images, up to 20 MB, 50 per company. */
export const companyFileUploadRule = {
  mimeTypes: [...documentMimeTypes, ...rasterImages],
  maxBytes: 20 * MB,
} as const;
export const MAX_COMPANY_FILES = 50;

/** The URL rule of spec 5: an http(s) address with a host name that has a dot. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * How many months candidate data a company holds and nobody touched is kept before the retention job
 * anonymises it (docs/privacy.md, "Retention"): at least half a year (a hiring round and its
 * follow-up), at most ten years.
 */
export const candidateRetentionMonthsRange = { min: 6, max: 120, default: 24 } as const;

/**
 * `PATCH /company/{id}`: every field optional. VAT ID and tax id are checked on the server by the
 * validators of the country (countryCode) and stored compact; blank text clears a field. logo and
 * banner only take null (removing the image); images lists the gallery to keep, in its new order.
 */
export const companyUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(10_000).nullable(),
    website: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || isWebUrl(value), INVALID_URL_TEXT)
      .nullable(),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'A two-letter country code in capitals'),
    vatId: z.string().trim().max(40).nullable(),
    taxId: z.string().trim().max(40).nullable(),
    place: placeSchema.nullable(),
    logo: z.null(),
    banner: z.null(),
    images: z.array(z.string().max(500)).max(MAX_GALLERY_IMAGES),
    candidateRetentionMonths: z
      .number()
      .int()
      .min(candidateRetentionMonthsRange.min)
      .max(candidateRetentionMonthsRange.max),
  })
  .partial()
  .strict();
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

/** A validator of a tax number, as stdnum names it. */
export const taxValidatorSchema = z.object({
  name: z.string(),
  localName: z.string(),
  abbreviation: z.string().nullable(),
});
export type TaxValidator = z.infer<typeof taxValidatorSchema>;

/** `GET /company/tax-countries`: the countries whose VAT ID and tax id the server can check. */
export const taxCountrySchema = z.object({
  countryCode: z.string(),
  vat: z.array(taxValidatorSchema).min(1),
  tax: z.array(taxValidatorSchema).min(1),
});
export type TaxCountry = z.infer<typeof taxCountrySchema>;

/**
 * Who edits the company page (fields, logo, banner, gallery): the C letter on `company` — a company
 * has no owner, so U alone is not enough. U lets a member add company files and remove their own.
 */
export function mayEditCompany(roles: PermissionMap | null | undefined): boolean {
  return (roles?.company ?? '').includes('C');
}

/** A field's error in a 400 answer: `body.vatId: Invalid checksum` → { field, text }. */
export function fieldErrorOf(message: string): { field: string; text: string } | null {
  const match = /^body\.([A-Za-z]\w*)(?:\.[\w.]+)?: (.+)$/.exec(message);
  return match ? { field: match[1]!, text: match[2]! } : null;
}
