import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId } from '@hiring/domain';
import { TaxNumberError } from '@hiring/domain/companies/company-page';
import { addMember, createUser } from '../src/db/seed/factories.js';
import * as schema from '../src/db/schema/index.js';
import { expectError, ref } from './candidates-support.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const t = useTestApp();

let f: Awaited<ReturnType<typeof twoCompanies>>;
let recruiterA: number;
let ownFilesOnlyA: number;
let both: number;
beforeAll(async () => {
  f = await twoCompanies(t.db);
  recruiterA = (await createUser(t.db, { firstname: 'Rita', lastname: 'Alfa' })).id;
  await addMember(t.db, {
    userId: recruiterA,
    companyId: f.companyA.id,
    companyRoleId: CompanyRoleId.recruiter,
  });
  ownFilesOnlyA = (await memberWithRole(t.db, f.companyA.id, { company: 'U' }, 'Ugo')).id;
  // Admin of A (active: the first membership) and admin of B.
  both = (await createUser(t.db, { firstname: 'Dora', lastname: 'Doppia' })).id;
  await addMember(t.db, {
    userId: both,
    companyId: f.companyA.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  await addMember(t.db, {
    userId: both,
    companyId: f.companyB.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
});

const patch = (id: number, as: number, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api/company/${id}`, as, payload });

describe('PATCH /company/{id}', () => {
  it('saves the page fields for a company admin and answers the company as everyone reads it', async () => {
    const res = await patch(f.companyA.id, f.adminA.id, {
      name: '  Alfa Software S.r.l. ',
      description: 'Prodotti gestionali.',
      website: 'https://alfa.example',
      countryCode: 'IT',
      vatId: 'IT 00743110157',
      taxId: 'rss mra 85t10 a562s',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: f.companyA.id,
      name: 'Alfa Software S.r.l.',
      description: 'Prodotti gestionali.',
      website: 'https://alfa.example',
      countryCode: 'IT',
      // Compact: no prefix, no spaces, capitals.
      vatId: '00743110157',
      taxId: 'RSSMRA85T10A562S',
      logo: null,
      banner: null,
      images: [],
    });
    const read = await t.request({
      method: 'GET',
      url: `/api/company/${f.companyA.id}`,
      as: f.assistantA.id,
    });
    expect(read.json().data).toMatchObject({ name: 'Alfa Software S.r.l.', vatId: '00743110157' });
  });

  it('takes the place from the reference location picked, and keeps locationId with it', async () => {
    const picked = await patch(f.companyA.id, f.adminA.id, {
      place: { id: ref.MILANO, place_name: 'whatever the client says', center: [0, 0] },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data).toMatchObject({
      locationId: ref.MILANO,
      place: { place_name: 'Milano (MI)', center: [9.19, 45.4642] },
    });
    const free = await patch(f.companyA.id, f.adminA.id, {
      place: { place_name: 'Via Roma 1, Lugano', center: [8.95, 46.0] },
    });
    expect(free.json().data).toMatchObject({
      locationId: null,
      place: { place_name: 'Via Roma 1, Lugano', center: [8.95, 46.0] },
    });
    // Spec 5: a place must have center and place_name.
    const noCenter = expectError(
      await patch(f.companyA.id, f.adminA.id, { place: { place_name: 'Roma' } }),
      400,
    );
    expect(JSON.stringify(noCenter.message)).toContain('body.place.center');
    const missing = expectError(
      await patch(f.companyA.id, f.adminA.id, { place: { id: 999_999, place_name: 'X', center: [1, 1] } }),
      400,
    );
    expect(missing.message).toEqual(['body.place: location 999999 does not exist']);
    const cleared = await patch(f.companyA.id, f.adminA.id, { place: null });
    expect(cleared.json().data).toMatchObject({ place: null, locationId: null });
  });

  it('shows a company with only a reference location as that place', async () => {
    await t.db
      .update(schema.company)
      .set({ locationId: ref.MILANO, place: null })
      .where(eq(schema.company.id, f.companyB.id));
    const res = await t.request({ method: 'GET', url: `/api/company/${f.companyB.id}`, as: f.adminB.id });
    expect(res.json().data.place).toEqual({ place_name: 'Milano (MI)', center: [9.19, 45.4642] });
  });

  it("refuses a website that is not a URL with spec 5's text, and clears blank fields", async () => {
    for (const website of ['alfa.example', 'ftp://alfa.example', 'https://localhost', 'not a url']) {
      const body = expectError(await patch(f.companyA.id, f.adminA.id, { website }), 400);
      expect(body.message).toEqual(['body.website: The value is not a valid URL address']);
    }
    const cleared = await patch(f.companyA.id, f.adminA.id, { website: '', description: '  ' });
    expect(cleared.json().data).toMatchObject({ website: null, description: null });
    expectError(await patch(f.companyA.id, f.adminA.id, { name: ' ' }), 400);
    expectError(await patch(f.companyA.id, f.adminA.id, { settings: { hr: [] } }), 400);
    expectError(await patch(f.companyA.id, f.adminA.id, { logo: 'https://evil.example/x.png' }), 400);
  });

  it('names every refused tax number by its field, and changes nothing then', async () => {
    const res = expectError(
      await patch(f.companyA.id, f.adminA.id, {
        name: 'Never saved',
        vatId: '00743110158',
        taxId: 'RSSMRA85T10A562',
      }),
      400,
    );
    expect(res.message).toEqual([
      `body.vatId: ${TaxNumberError.checksum}`,
      `body.taxId: ${TaxNumberError.length}`,
    ]);
    const read = await t.request({ method: 'GET', url: `/api/company/${f.companyA.id}`, as: f.adminA.id });
    expect(read.json().data.name).not.toBe('Never saved');
  });

  it('checks the numbers kept against a new country, and refuses a country without rules', async () => {
    // The Italian numbers stored above are no German VAT ID.
    const moved = expectError(await patch(f.companyA.id, f.adminA.id, { countryCode: 'DE' }), 400);
    expect(moved.message).toEqual(expect.arrayContaining([expect.stringMatching(/^body\.vatId: Invalid/)]));
    const german = await patch(f.companyA.id, f.adminA.id, {
      countryCode: 'DE',
      vatId: 'DE 136,695,976',
      taxId: '181/815/08155',
    });
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json().data).toMatchObject({ countryCode: 'DE', vatId: '136695976', taxId: '18181508155' });
    const unknown = expectError(await patch(f.companyA.id, f.adminA.id, { countryCode: 'AQ' }), 400);
    expect(unknown.message).toEqual(['body.countryCode: No VAT ID and tax id rules for AQ']);
    expectError(await patch(f.companyA.id, f.adminA.id, { countryCode: 'it' }), 400);
    const back = await patch(f.companyA.id, f.adminA.id, {
      countryCode: 'IT',
      vatId: '00743110157',
      taxId: null,
    });
    expect(back.json().data).toMatchObject({ countryCode: 'IT', vatId: '00743110157', taxId: null });
  });

  it('lets only C on company edit: recruiter, hiring assistant and U-only members get 403', async () => {
    for (const member of [recruiterA, f.assistantA.id, ownFilesOnlyA]) {
      expectError(await patch(f.companyA.id, member, { name: 'Hijacked' }), 403);
      // They still read it.
      const read = await t.request({ method: 'GET', url: `/api/company/${f.companyA.id}`, as: member });
      expect(read.statusCode).toBe(200);
    }
    expectError(await patch(f.companyA.id, undefined as never, { name: 'Anonymous' }), 401);
  });

  it('keeps company B away from company A: 404 on read and write, absent from lists', async () => {
    expectError(await patch(f.companyA.id, f.adminB.id, { name: 'Taken over' }), 404);
    expectError(
      await t.request({ method: 'GET', url: `/api/company/${f.companyA.id}`, as: f.adminB.id }),
      404,
    );
    const list = await t.request({ method: 'GET', url: '/api/company', as: f.adminB.id });
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([f.companyB.id]);
    // Without a company there is no permission map: 403 before any record is looked at.
    expectError(await patch(f.companyA.id, f.loner.id, { name: 'Nobody' }), 403);
    expectError(await patch(999_999, f.adminA.id, { name: 'Nothing' }), 404);
  });

  it('edits only the active company: a member of two switches first', async () => {
    const other = expectError(await patch(f.companyB.id, both, { name: 'Beta by Dora' }), 403);
    expect(other.message).toMatch(/^Switch to this company/);
    const switched = await t.request({
      method: 'PATCH',
      url: `/api/auth/company/${f.companyB.id}`,
      as: both,
    });
    expect(switched.statusCode).toBe(200);
    const res = await patch(f.companyB.id, both, { name: 'Beta by Dora' });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await patch(f.companyA.id, both, { name: 'Alfa by Dora' }), 403);
  });
});

describe('GET /company/tax-countries', () => {
  it('lists the countries stdnum checks, each with its VAT and tax id validators', async () => {
    const res = await t.request({ method: 'GET', url: '/api/company/tax-countries', as: f.assistantA.id });
    expect(res.statusCode).toBe(200);
    const countries = res.json().data as Array<{ countryCode: string; vat: unknown[]; tax: unknown[] }>;
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(countries.map((c) => c.countryCode)).toEqual([...countries.map((c) => c.countryCode)].sort());
    expect(countries.find((c) => c.countryCode === 'IT')).toEqual({
      countryCode: 'IT',
      vat: [
        {
          name: 'Italian VAT Number',
          localName: 'Partita Imposta sul Valore Aggiunto',
          abbreviation: 'P.IVA',
        },
      ],
      tax: [
        { name: 'Italian Tax Code', localName: 'Codice Fiscale', abbreviation: 'CF' },
        {
          name: 'Italian VAT Number',
          localName: 'Partita Imposta sul Valore Aggiunto',
          abbreviation: 'P.IVA',
        },
      ],
    });
    expectError(await t.request({ method: 'GET', url: '/api/company/tax-countries' }), 401);
  });
});

describe('GET /company/@menu', () => {
  it("names each membership's company role in Italian and English", async () => {
    const res = await t.request({ method: 'GET', url: '/api/company/@menu', as: recruiterA });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: f.companyA.id,
        roleName: expect.any(String),
        roleNameEn: 'Recruiter',
        current: true,
      }),
    ]);
  });
});
