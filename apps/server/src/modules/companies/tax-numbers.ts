import { stdnum, type Validator } from 'stdnum';
import {
  TaxNumberError,
  type TaxCountry,
  type TaxNumberErrorKind,
} from '@hiring/domain/companies/company-page';

/**
 * Which of stdnum's validators check a company's VAT ID and its tax id in each country (stdnum's
 * own keys, e.g. `stdnum.IT.iva`). Company identifiers only: personal numbers (social security,
 * identity cards) are left out, and a country is listed only when it has one for companies. Where
 * the country knows one number for both, both name it. Several validators: any may accept the value
 * (an Italian company's codice fiscale is its 16-character code or its 11-digit partita IVA).
 */
const validatorKeys: Record<string, { vat: string[]; tax: string[] }> = {
  AD: { vat: ['nrt'], tax: ['nrt'] },
  AL: { vat: ['nipt'], tax: ['nipt'] },
  AO: { vat: ['nif'], tax: ['nif'] },
  AR: { vat: ['cuit'], tax: ['cuit'] },
  AT: { vat: ['uid'], tax: ['tin'] },
  AU: { vat: ['abn'], tax: ['tfn'] },
  AZ: { vat: ['tin'], tax: ['tin'] },
  BE: { vat: ['vat'], tax: ['vat'] },
  BG: { vat: ['vat'], tax: ['vat'] },
  BR: { vat: ['cnpj'], tax: ['cnpj'] },
  BY: { vat: ['unp'], tax: ['unp'] },
  BZ: { vat: ['tin'], tax: ['tin'] },
  CA: { vat: ['gst'], tax: ['bn'] },
  CH: { vat: ['vat'], tax: ['uid'] },
  CL: { vat: ['rut'], tax: ['rut'] },
  CN: { vat: ['uscc'], tax: ['uscc'] },
  CO: { vat: ['nit'], tax: ['nit'] },
  CR: { vat: ['cpj'], tax: ['cpj'] },
  CY: { vat: ['vat'], tax: ['vat'] },
  CZ: { vat: ['dic'], tax: ['ico'] },
  DE: { vat: ['vat'], tax: ['stnr'] },
  DK: { vat: ['cvr'], tax: ['cvr'] },
  DO: { vat: ['rnc'], tax: ['rnc'] },
  DZ: { vat: ['nif'], tax: ['nif'] },
  EC: { vat: ['ruc'], tax: ['ruc'] },
  EE: { vat: ['kmkr'], tax: ['registrikood'] },
  EG: { vat: ['tn'], tax: ['tn'] },
  ES: { vat: ['nif'], tax: ['cif'] },
  FI: { vat: ['alv'], tax: ['ytunnus'] },
  FO: { vat: ['vn'], tax: ['vn'] },
  FR: { vat: ['tva'], tax: ['siren', 'siret'] },
  GB: { vat: ['vat'], tax: ['utr'] },
  GH: { vat: ['tin'], tax: ['tin'] },
  GN: { vat: ['nifp'], tax: ['nifp'] },
  GR: { vat: ['vat'], tax: ['vat'] },
  GT: { vat: ['nit'], tax: ['nit'] },
  HR: { vat: ['oib'], tax: ['oib'] },
  HU: { vat: ['anum'], tax: ['anum'] },
  ID: { vat: ['npwp'], tax: ['npwp'] },
  IE: { vat: ['vat'], tax: ['vat'] },
  IL: { vat: ['hp'], tax: ['hp'] },
  IN: { vat: ['gstin'], tax: ['pan'] },
  IS: { vat: ['vsk'], tax: ['kennitala'] },
  IT: { vat: ['iva'], tax: ['codicefiscale', 'iva'] },
  JP: { vat: ['cn'], tax: ['cn'] },
  KE: { vat: ['pin'], tax: ['pin'] },
  KR: { vat: ['brn'], tax: ['brn'] },
  LI: { vat: ['peid'], tax: ['peid'] },
  LT: { vat: ['pvm'], tax: ['pvm'] },
  LU: { vat: ['tva'], tax: ['tva'] },
  LV: { vat: ['pvn'], tax: ['pvn'] },
  MA: { vat: ['ice'], tax: ['ice'] },
  MC: { vat: ['tva'], tax: ['tva'] },
  MD: { vat: ['idno'], tax: ['idno'] },
  ME: { vat: ['pib'], tax: ['pib'] },
  MK: { vat: ['edb'], tax: ['edb'] },
  MT: { vat: ['vat'], tax: ['vat'] },
  MX: { vat: ['rfc'], tax: ['rfc'] },
  MZ: { vat: ['nuit'], tax: ['nuit'] },
  NL: { vat: ['btw'], tax: ['btw'] },
  NO: { vat: ['mva'], tax: ['orgnr'] },
  NZ: { vat: ['ird'], tax: ['ird'] },
  PE: { vat: ['ruc'], tax: ['ruc'] },
  PK: { vat: ['ntn'], tax: ['ntn'] },
  PL: { vat: ['nip'], tax: ['regon'] },
  PT: { vat: ['nif'], tax: ['nipc'] },
  PY: { vat: ['ruc'], tax: ['ruc'] },
  RO: { vat: ['cif'], tax: ['cui'] },
  RS: { vat: ['pib'], tax: ['pib'] },
  RU: { vat: ['inn'], tax: ['inn'] },
  SE: { vat: ['vat'], tax: ['orgnr'] },
  SG: { vat: ['uen'], tax: ['uen'] },
  SI: { vat: ['ddv'], tax: ['ddv'] },
  SK: { vat: ['dph'], tax: ['dph'] },
  SM: { vat: ['coe'], tax: ['coe'] },
  SV: { vat: ['nit'], tax: ['nit'] },
  TH: { vat: ['tin'], tax: ['tin'] },
  TN: { vat: ['mf'], tax: ['mf'] },
  TR: { vat: ['vkn'], tax: ['vkn'] },
  TW: { vat: ['ubn'], tax: ['ubn'] },
  UA: { vat: ['edrpou'], tax: ['edrpou'] },
  US: { vat: ['ein'], tax: ['ein'] },
  UY: { vat: ['rut'], tax: ['rut'] },
  VE: { vat: ['rif'], tax: ['rif'] },
  VN: { vat: ['mst'], tax: ['mst'] },
  ZA: { vat: ['vat'], tax: ['tin'] },
};

export type TaxNumberField = 'vatId' | 'taxId';

function validatorsOf(countryCode: string, field: TaxNumberField): Validator[] | null {
  const keys = validatorKeys[countryCode];
  const country = stdnum[countryCode];
  if (!keys || !country) return null;
  const validators = (field === 'vatId' ? keys.vat : keys.tax).map((key) => country[key]);
  return validators.every((v): v is Validator => v !== undefined) ? validators : null;
}

export const isTaxCountry = (countryCode: string): boolean =>
  validatorsOf(countryCode, 'vatId') !== null && validatorsOf(countryCode, 'taxId') !== null;

/** stdnum's error classes to spec 5's four texts; a bare validation error is a format error. */
const kindOfError: Record<string, TaxNumberErrorKind> = {
  InvalidFormat: 'format',
  InvalidChecksum: 'checksum',
  InvalidLength: 'length',
  InvalidComponent: 'component',
};

export type TaxNumberResult = { valid: true; compact: string } | { valid: false; error: TaxNumberErrorKind };

/**
 * Checks a VAT ID or tax id with its country's validators: the compact form (no spaces, dots,
 * country prefix) when one accepts it, else the most telling refusal — a wrong length only when
 * every validator found the length wrong (with several, the one whose length fits says more).
 */
export function checkTaxNumber(countryCode: string, field: TaxNumberField, value: string): TaxNumberResult {
  const validators = validatorsOf(countryCode, field);
  if (!validators) throw new Error(`No tax number validators for ${countryCode}`);
  const errors: TaxNumberErrorKind[] = [];
  for (const validator of validators) {
    let result: ReturnType<Validator['validate']>;
    try {
      result = validator.validate(value);
    } catch {
      errors.push('format');
      continue;
    }
    if (result.isValid) return { valid: true, compact: result.compact };
    errors.push(kindOfError[result.error?.name ?? ''] ?? 'format');
  }
  return { valid: false, error: errors.find((e) => e !== 'length') ?? 'length' };
}

export const taxNumberText = (kind: TaxNumberErrorKind): string => TaxNumberError[kind];

const describe = (v: Validator) => ({
  name: v.name,
  localName: v.localName,
  abbreviation: v.abbreviation?.trim() || null,
});

/** The countries the server checks, with the validators of each (`GET /company/tax-countries`). */
export const taxCountries: TaxCountry[] = Object.keys(validatorKeys)
  .filter(isTaxCountry)
  .sort()
  .map((countryCode) => ({
    countryCode,
    vat: validatorsOf(countryCode, 'vatId')!.map(describe),
    tax: validatorsOf(countryCode, 'taxId')!.map(describe),
  }));
