import { beforeAll, describe, expect, it } from 'vitest';
import { TaxNumberError, type TaxNumberErrorKind } from '@hiring/domain/companies/company-page';
import { checkTaxNumber, taxCountries } from '../src/modules/companies/tax-numbers.js';
import { expectError } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  f = await twoCompanies(t.db);
});

/**
 * VAT IDs of eight countries whose validators know all four refusals: a valid one (as people type
 * it) with its compact form, and one refused for each reason.
 */
const vatCases: Record<string, { valid: string; compact: string } & Record<TaxNumberErrorKind, string>> = {
  IT: {
    valid: 'IT 00743110157',
    compact: '00743110157',
    format: '00743X10157',
    checksum: '00743110158',
    length: '0074311015',
    component: '00743111157',
  },
  CZ: {
    valid: 'CZ 25123891',
    compact: '25123891',
    format: '2512X891',
    checksum: '25123892',
    length: '2512389',
    component: '95123891',
  },
  LT: {
    valid: 'LT 119511515',
    compact: '119511515',
    format: '1195X1515',
    checksum: '119511516',
    length: '11951151',
    component: '019511505',
  },
  LV: {
    valid: 'LV 4000 3521 600',
    compact: '40003521600',
    format: '40003X21600',
    checksum: '40003521601',
    length: '4000352160',
    component: '00003521600',
  },
  SK: {
    valid: 'SK 202 274 96 19',
    compact: '2022749619',
    format: '20227X9619',
    checksum: '2022749610',
    length: '202274961',
    component: '0022749619',
  },
  IN: {
    valid: '27AAPFU0939F1ZV',
    compact: '27AAPFU0939F1ZV',
    format: '27AAPFUX939F1ZV',
    checksum: '27AAPFU0939F1ZB',
    length: '27AAPFU0939F1Z',
    component: '47AAPFU0939F1ZV',
  },
  PE: {
    valid: '20512333797',
    compact: '20512333797',
    format: '20512X33797',
    checksum: '20512333798',
    length: '2051233379',
    component: '00512333797',
  },
  UY: {
    valid: '21-100342-001-7',
    compact: '211003420017',
    format: '211003X20017',
    checksum: '211003420018',
    length: '21100342001',
    component: '311003420017',
  },
};

const kinds: TaxNumberErrorKind[] = ['format', 'checksum', 'length', 'component'];

const patch = (payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api/company/${f.companyA.id}`, as: f.adminA.id, payload });

describe('VAT IDs by country (stdnum), through PATCH /company/{id}', () => {
  for (const [countryCode, sample] of Object.entries(vatCases)) {
    it(`${countryCode}: stores the compact form, refuses each of the four kinds with spec 5's text`, async () => {
      for (const kind of kinds) {
        const body = expectError(await patch({ countryCode, vatId: sample[kind] }), 400);
        expect(body.message, `${countryCode} ${kind}: ${sample[kind]}`).toEqual([
          `body.vatId: ${TaxNumberError[kind]}`,
        ]);
      }
      const res = await patch({ countryCode, vatId: sample.valid, taxId: null });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ countryCode, vatId: sample.compact });
    });
  }
});

describe('tax ids and the other countries', () => {
  it('checks the tax id with its own validators (Germany: Steuernummer; France: SIREN or SIRET)', async () => {
    const de = await patch({ countryCode: 'DE', vatId: 'DE136695976', taxId: '10863924976' });
    expect(de.json().data).toMatchObject({ vatId: '136695976', taxId: '10863924976' });
    expect(expectError(await patch({ taxId: '108639249' }), 400).message).toEqual([
      `body.taxId: ${TaxNumberError.length}`,
    ]);
    expect(expectError(await patch({ taxId: '10863X24976' }), 400).message).toEqual([
      `body.taxId: ${TaxNumberError.format}`,
    ]);
    expect(expectError(await patch({ taxId: '99863924976' }), 400).message).toEqual([
      `body.taxId: ${TaxNumberError.component}`,
    ]);
    const fr = await patch({ countryCode: 'FR', vatId: 'Fr 40 303 265 045', taxId: '732 829 320' });
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.json().data).toMatchObject({ vatId: '40303265045', taxId: '732829320' });
    const siret = await patch({ taxId: '732 829 320 00074' });
    expect(siret.json().data.taxId).toBe('73282932000074');
    expect(expectError(await patch({ vatId: '40303265046' }), 400).message).toEqual([
      `body.vatId: ${TaxNumberError.checksum}`,
    ]);
  });

  it('takes an Italian tax id as a codice fiscale or a partita IVA, and says why neither fits', () => {
    expect(checkTaxNumber('IT', 'taxId', 'RSSMRA85T10A562S')).toEqual({
      valid: true,
      compact: 'RSSMRA85T10A562S',
    });
    expect(checkTaxNumber('IT', 'taxId', '00743110157')).toEqual({ valid: true, compact: '00743110157' });
    // 11 digits: the codice fiscale's length is wrong, the partita IVA's checksum says more.
    expect(checkTaxNumber('IT', 'taxId', '00743110158')).toEqual({ valid: false, error: 'checksum' });
    expect(checkTaxNumber('IT', 'taxId', 'RSSMRA85T10A562T')).toEqual({ valid: false, error: 'checksum' });
    expect(checkTaxNumber('IT', 'taxId', '123')).toEqual({ valid: false, error: 'length' });
  });

  it('more countries: Spain, the United Kingdom, Austria, Switzerland, the United States, Mexico', () => {
    expect(checkTaxNumber('ES', 'vatId', 'ES B-58378431')).toEqual({ valid: true, compact: 'B58378431' });
    expect(checkTaxNumber('ES', 'vatId', 'B58378432')).toEqual({ valid: false, error: 'checksum' });
    expect(checkTaxNumber('GB', 'vatId', 'GB 980 7806 84')).toEqual({ valid: true, compact: '980780684' });
    expect(checkTaxNumber('GB', 'vatId', '9807X0684')).toEqual({ valid: false, error: 'format' });
    expect(checkTaxNumber('AT', 'vatId', 'AT U13585627')).toEqual({ valid: true, compact: 'U13585627' });
    expect(checkTaxNumber('AT', 'vatId', 'U1358562')).toEqual({ valid: false, error: 'length' });
    expect(checkTaxNumber('CH', 'vatId', 'CHE-107.787.577 IVA')).toMatchObject({ valid: true });
    expect(checkTaxNumber('US', 'vatId', '003456789')).toEqual({ valid: false, error: 'component' });
    expect(checkTaxNumber('MX', 'vatId', 'GODE 561231 GR8')).toMatchObject({ valid: true });
    expect(checkTaxNumber('MX', 'vatId', 'GODE060231GR8')).toEqual({ valid: false, error: 'component' });
  });

  it('has validators for every country it lists', () => {
    expect(taxCountries.length).toBeGreaterThanOrEqual(80);
    for (const country of taxCountries) {
      expect(country.vat.length, country.countryCode).toBeGreaterThan(0);
      expect(country.tax.length, country.countryCode).toBeGreaterThan(0);
      // A value no validator accepts is refused with one of the four texts, never an exception.
      const result = checkTaxNumber(country.countryCode, 'vatId', '1');
      expect(result.valid).toBe(false);
    }
  });
});
