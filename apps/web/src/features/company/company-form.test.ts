import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { Company } from './company-api';
import { companyFormSchema, formValuesOf, patchOf, serverFieldErrors } from './company-form';

const company: Company = {
  id: 3,
  name: 'Tecnoware S.r.l.',
  logo: null,
  banner: null,
  images: [],
  countryCode: 'IT',
  vatId: '00743110157',
  taxId: null,
  description: null,
  website: 'https://tecnoware.example',
  locationId: 13,
  place: { place_name: 'Milano (MI)', center: [9.19, 45.4642] },
};

describe('the company form', () => {
  it('edits what the company has and sends blank texts as null', () => {
    const values = formValuesOf(company);
    expect(values).toMatchObject({ taxId: '', description: '', website: 'https://tecnoware.example' });
    expect(
      patchOf({
        ...values,
        name: ' Tecnoware ',
        description: '  ',
        place: { id: 13, place_name: 'Milano (MI)', center: [9.19, 45.4642] },
      }),
    ).toEqual({
      name: 'Tecnoware',
      website: 'https://tecnoware.example',
      description: null,
      countryCode: 'IT',
      vatId: '00743110157',
      taxId: null,
      place: { id: 13, place_name: 'Milano (MI)', center: [9.19, 45.4642] },
    });
  });

  it('checks name and website with the rules of spec 5', () => {
    const result = companyFormSchema.safeParse({ ...formValuesOf(company), name: ' ', website: 'tecnoware' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ name: 'common.error.mandatory', website: 'common.error.invalidUrl' });
  });

  it("puts the server's field errors under their fields, translated, and leaves the rest for a toast", () => {
    const error = new ApiError(400, [
      'body.vatId: Invalid checksum',
      'body.taxId: Invalid length',
      'body.website: The value is not a valid URL address',
      'body.place.center: Invalid input',
      'body.countryCode: No VAT ID and tax id rules for AQ',
      'Something else',
    ]);
    expect(serverFieldErrors(error)).toEqual({
      fields: [
        { field: 'vatId', message: 'company:errors.taxChecksum' },
        { field: 'taxId', message: 'company:errors.taxLength' },
        { field: 'website', message: 'common.error.invalidUrl' },
        { field: 'place', message: 'common.error.invalidPlace' },
      ],
      rest: ['body.countryCode: No VAT ID and tax id rules for AQ', 'Something else'],
    });
    expect(serverFieldErrors(new ApiError(403, ['Forbidden']))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});
