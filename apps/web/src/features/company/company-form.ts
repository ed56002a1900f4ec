import type { Place } from '@hiring/domain';
import {
  fieldErrorOf,
  INVALID_URL_TEXT,
  TaxNumberError,
  type CompanyUpdate,
} from '@hiring/domain/companies/company-page';
import { z } from 'zod';
import { ApiError } from '../../shared/api/api-error';
import { messages, rules } from '../../shared/forms/form-rules';
import type { Company } from './company-api';

const placeValue = z
  .object({
    id: z.number().optional(),
    place_name: z.string(),
    center: z.tuple([z.number(), z.number()]),
  })
  .nullable()
  .refine((place) => place === null || (place.place_name.trim() !== '' && place.center.length === 2), {
    message: messages.invalidPlace,
  });

/** The company page's form: the generic rules of spec 5 here; VAT and tax numbers are the server's. */
export const companyFormSchema = z.object({
  name: rules.required().max(200, 'company:errors.tooLong'),
  website: rules.url(),
  description: z.string().max(10_000, 'company:errors.tooLong'),
  countryCode: z.string().min(2, messages.mandatory),
  vatId: z.string().trim().max(40, 'company:errors.tooLong'),
  taxId: z.string().trim().max(40, 'company:errors.tooLong'),
  place: placeValue,
});
export type CompanyForm = z.infer<typeof companyFormSchema>;
export const companyFormFields = [
  'name',
  'website',
  'description',
  'countryCode',
  'vatId',
  'taxId',
  'place',
] as const;
export type CompanyFormField = (typeof companyFormFields)[number];

export function formValuesOf(company: Company): CompanyForm {
  return {
    name: company.name,
    website: company.website ?? '',
    description: company.description ?? '',
    countryCode: company.countryCode,
    vatId: company.vatId ?? '',
    taxId: company.taxId ?? '',
    place: company.place,
  };
}

/** The PATCH body: blank texts clear their field; a place keeps the reference location's id. */
export function patchOf(values: CompanyForm): CompanyUpdate {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const place: Place | null = values.place
    ? {
        place_name: values.place.place_name,
        center: values.place.center,
        ...(values.place.id !== undefined && { id: values.place.id }),
      }
    : null;
  return {
    name: values.name.trim(),
    website: text(values.website),
    description: text(values.description),
    countryCode: values.countryCode,
    vatId: text(values.vatId),
    taxId: text(values.taxId),
    place,
  };
}

/** The server's texts a field shows translated (spec 5): the tax-number kinds and the URL rule. */
const serverTexts: Record<string, string> = {
  [TaxNumberError.format]: 'company:errors.taxFormat',
  [TaxNumberError.checksum]: 'company:errors.taxChecksum',
  [TaxNumberError.length]: 'company:errors.taxLength',
  [TaxNumberError.component]: 'company:errors.taxComponent',
  [INVALID_URL_TEXT]: messages.invalidUrl,
};

/**
 * A refused save's messages that belong under a field of the form (`body.vatId: Invalid checksum`),
 * as translation keys; `rest` are the others, for a toast. Null when the error is not a 400.
 */
export function serverFieldErrors(
  error: unknown,
): { fields: Array<{ field: CompanyFormField; message: string }>; rest: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields: Array<{ field: CompanyFormField; message: string }> = [];
  const rest: string[] = [];
  for (const message of error.messages) {
    const found = fieldErrorOf(message);
    const field =
      found && (companyFormFields as readonly string[]).includes(found.field) ? found.field : null;
    const key = found ? serverTexts[found.text] : undefined;
    if (field && key) fields.push({ field: field as CompanyFormField, message: key });
    else if (field === 'place') fields.push({ field: 'place', message: messages.invalidPlace });
    else rest.push(message);
  }
  return { fields, rest };
}
