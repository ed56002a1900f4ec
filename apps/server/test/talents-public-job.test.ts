import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId } from '@hiring/domain';
import * as s from '../src/db/schema/index.js';
import {
  addMember,
  createCompany,
  createJob,
  createUser,
  type JobStatusSeed,
} from '../src/db/seed/factories.js';
import { escapeHtml } from '../src/http/html.js';
import { useTestApp, type TestContext } from './helpers.js';
import { jobCalls, referenceIds } from './jobs-support.js';

const LOGO = '/api/storage/company/0b7e-logo.png?v=2';
const BANNER = '/api/storage/company/0b7e-banner.jpg?v=2';
const NASTY = `</script><script>alert(1)</script> "Capo" & <b>Co</b>`;

/** Anonymous calls: the JSON of the API and the HTML page. */
const calls = (t: TestContext) => ({
  json: (id: number | string, query = '', headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `/api/public/jobs/${id}${query}`, headers }),
  page: (id: number | string, query = '', headers: Record<string, string> = {}) =>
    t.request({
      method: 'GET',
      url: `/talents/jobs/${id}${query}`,
      headers: { accept: 'text/html', ...headers },
    }),
});

/** The JSON-LD blocks of a page, parsed back. */
function jsonLd(body: string): Array<Record<string, unknown>> {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The content of `<meta property|name="key" content="…">`, unescaped. */
function meta(body: string, key: string): string | undefined {
  const m = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" ?/?>`,
  ).exec(body);
  return m ? unescape(m[1]!) : undefined;
}
const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** A company with its public page (logo, banner, website, description), its admin, and a second company. */
async function world(t: TestContext) {
  const db = t.db;
  const company = await createCompany(db, {
    name: 'Officine Aperte S.r.l.',
    logo: LOGO,
    banner: BANNER,
    website: 'https://officine-aperte.example',
    description: 'Costruiamo macchine utensili dal 1987.',
  });
  const admin = await createUser(db, { firstname: 'Olga', lastname: 'Aperta' });
  await addMember(db, { userId: admin.id, companyId: company.id, companyRoleId: CompanyRoleId.companyAdmin });
  const other = await createCompany(db, { name: 'Altra Ditta S.p.A.' });
  const otherAdmin = await createUser(db, { firstname: 'Oscar', lastname: 'Altro' });
  await addMember(db, {
    userId: otherAdmin.id,
    companyId: other.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  return { company, admin, other, otherAdmin };
}

function expectPage(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body.startsWith('<!doctype html><html lang="')).toBe(true);
}

describe('the public job page', () => {
  const t = useTestApp();
  const api = jobCalls(t);
  const anon = calls(t);
  let w: Awaited<ReturnType<typeof world>>;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  let milano: { id: number; name: string; province: string; lat: number; lng: number };
  let published: number;

  /** A post written and published through the API, as a recruiter does. */
  async function publish(as: number, content: Record<string, unknown>): Promise<number> {
    const created = await api.create(as, { name: 'Bozza', description: 'Da completare' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const written = await api.content(as, id, content);
    expect(written.statusCode, written.body).toBe(200);
    const live = await api.status(as, id, 'ACTIVE');
    expect(live.json().data.status, live.body).toBe('published');
    return id;
  }

  beforeAll(async () => {
    w = await world(t);
    ref = await referenceIds(t.db);
    const [row] = await t.db.select().from(s.location).where(eq(s.location.id, ref.location[0]!));
    milano = row!;
    published = await publish(w.admin.id, {
      name: 'Tornitore CNC',
      description: 'Cerchiamo un tornitore.\n\nTurno giornaliero.',
      responsibilities: ['Attrezzare il tornio', 'Controllare i pezzi'],
      requirements: ['Lettura del disegno tecnico'],
      benefits: ['Mensa aziendale'],
      contractType: 'fixed-term',
      workMode: 'onsite',
      salaryMinCents: 2_800_000,
      salaryMaxCents: 3_200_000,
      place: {
        id: milano.id,
        place_name: `${milano.name} (${milano.province})`,
        center: [milano.lng, milano.lat],
      },
      workAreaId: ref.workArea[0],
      seniorityId: ref.seniority[0],
      professionalSkills: [{ skillId: ref.skill[0], years: 3 }],
      languages: [{ languageId: ref.language[1], levelId: ref.level[0] }],
      softSkillIds: [ref.softSkill[0]],
      educationId: ref.education[0],
      driverLicenseIds: [ref.licence[0]],
      availabilityId: ref.availability[0],
    });
  });

  /** The Italian (`name`) and English (`nameEn`) names of a reference row. */
  async function names(table: typeof s.workArea | typeof s.availability, id: number) {
    const [row] = await t.db.select().from(table).where(eq(table.id, id));
    return { it: row!.name, en: row!.nameEn };
  }

  it('answers a published post to anyone, with its company page, in Italian by default', async () => {
    const res = await anon.json(published, '', { host: 'lavoro.example.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Accept-Language');
    const area = await names(s.workArea, ref.workArea[0]!);
    const [lang] = await t.db.select().from(s.language).where(eq(s.language.id, ref.language[1]!));
    const data = res.json().data;
    expect(data).toMatchObject({
      id: published,
      lang: 'it',
      name: 'Tornitore CNC',
      description: 'Cerchiamo un tornitore.\n\nTurno giornaliero.',
      requirements: ['Lettura del disegno tecnico'],
      contractType: 'fixed-term',
      salaryMinCents: 2_800_000,
      workArea: area.it,
      languages: [{ name: lang!.nameIt }],
      location: { name: `${milano.name} (${milano.province})`, lat: milano.lat, lng: milano.lng },
      company: {
        id: w.company.id,
        name: 'Officine Aperte S.r.l.',
        logo: LOGO,
        banner: BANNER,
        website: 'https://officine-aperte.example',
        description: 'Costruiamo macchine utensili dal 1987.',
      },
      pageUrl: `http://lavoro.example.test/talents/jobs/${published}`,
      applyUrl: `http://lavoro.example.test/talents/apply/${published}`,
    });
    expect(new Date(data.publishedAt).getTime()).not.toBeNaN();
    // Nothing of the back office: no owner, no approval state, no status.
    expect(data).not.toHaveProperty('ownerEmail');
    expect(data).not.toHaveProperty('userId');
  });

  it('names the references in English with ?lang=en or Accept-Language, Italian otherwise', async () => {
    const area = await names(s.workArea, ref.workArea[0]!);
    const availability = await names(s.availability, ref.availability[0]!);
    const [lang] = await t.db.select().from(s.language).where(eq(s.language.id, ref.language[1]!));
    const english = (await anon.json(published, '?lang=en')).json().data;
    expect(english).toMatchObject({
      lang: 'en',
      workArea: area.en,
      availability: availability.en,
      languages: [{ name: lang!.name }],
    });
    const byHeader = await anon.json(published, '', { 'accept-language': 'fr-FR, en-GB;q=0.8, it;q=0.5' });
    expect(byHeader.json().data).toMatchObject({ lang: 'en', workArea: area.en });
    const unknown = await anon.json(published, '', { 'accept-language': 'de, fr;q=0.9' });
    expect(unknown.json().data).toMatchObject({ lang: 'it', workArea: area.it });
    // ?lang wins over the header; a language the product does not speak is a 400.
    expect((await anon.json(published, '?lang=it', { 'accept-language': 'en' })).json().data.lang).toBe('it');
    expect((await anon.json(published, '?lang=fr')).statusCode).toBe(400);
    expect((await anon.json('abc')).statusCode).toBe(400);
  });

  it('renders the page on the server: title, sections, metadata, Open Graph and JobPosting JSON-LD', async () => {
    const res = await anon.page(published, '', { host: 'lavoro.example.test' });
    expectPage(res, 200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.body;
    expect(body).toContain('<html lang="it">');
    expect(body).toContain('<title>Tornitore CNC · Officine Aperte S.r.l. | Hiring</title>');
    expect(body.match(/<h1>/g)).toHaveLength(1);
    expect(body).toContain('<h1>Tornitore CNC</h1>');
    for (const text of [
      'Attrezzare il tornio',
      'Lettura del disegno tecnico',
      'Mensa aziendale',
      'Turno giornaliero.',
    ])
      expect(body).toContain(text);
    expect(body).toMatch(/28\.000\s€ – 32\.000\s€/);
    expect(body).toMatch(/<header class="site">[\s\S]*<main id="main">[\s\S]*<footer class="site">/);
    expect(body).toContain('<a href="/web-policy-user">');
    expect(body).toContain(`<a class="apply" href="/talents/apply/${published}"`);
    expect(body).toContain(
      `href="http://lavoro.example.test/talents/jobs/${published}?lang=en" hreflang="en" lang="en"`,
    );
    const url = `http://lavoro.example.test/talents/jobs/${published}?lang=it`;
    expect(body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(body, 'description')).toContain('Officine Aperte S.r.l.');
    expect(meta(body, 'og:title')).toBe('Tornitore CNC · Officine Aperte S.r.l.');
    expect(meta(body, 'og:type')).toBe('website');
    expect(meta(body, 'og:url')).toBe(url);
    expect(meta(body, 'og:locale')).toBe('it_IT');
    expect(meta(body, 'og:image')).toBe(`http://lavoro.example.test${BANNER}`);
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    // No JavaScript: the only script element is the JSON-LD data block.
    expect(body.match(/<script/g)).toHaveLength(1);
    const [ld, ...more] = jsonLd(body);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Tornitore CNC',
      employmentType: 'TEMPORARY',
      url,
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Officine Aperte S.r.l.',
        sameAs: 'https://officine-aperte.example',
        logo: `http://lavoro.example.test${LOGO}`,
      },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: milano.name, addressRegion: milano.province, addressCountry: 'IT' },
        geo: { latitude: milano.lat, longitude: milano.lng },
      },
      baseSalary: { currency: 'EUR', value: { minValue: 28_000, maxValue: 32_000, unitText: 'YEAR' } },
    });
    const api = (await anon.json(published)).json().data;
    expect(ld!.datePosted).toBe(api.publishedAt);
    expect(ld!.description).toContain('<li>Lettura del disegno tecnico</li>');
  });

  it('renders in English with ?lang=en or Accept-Language', async () => {
    const area = await names(s.workArea, ref.workArea[0]!);
    for (const [query, headers] of [
      ['?lang=en', {}],
      ['', { 'accept-language': 'en-US,en;q=0.9' }],
    ] as const) {
      const res = await anon.page(published, query, headers);
      expectPage(res, 200);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain(escapeHtml(area.en));
      expect(res.body).toMatch(/>Apply<\/a\s*>/);
      expect(res.body).toMatch(/\?lang=it" hreflang="it" lang="it"\s*>Leggi in italiano<\/a/);
      expect(meta(res.body, 'og:locale')).toBe('en_GB');
    }
    // Tracking parameters of a shared link are ignored, and so is a language the product does not speak.
    const shared = await anon.page(published, '?utm_source=whatsapp&lang=xx&fbclid=1');
    expectPage(shared, 200);
    expect(shared.body).toContain('<html lang="it">');
  });

  it('answers 404 alike for draft, imported, suspended, deleted and unknown posts, and never shows them', async () => {
    const secret = 'Segretissimo';
    /** A post stored as it is (no API call), of the company unless another is named. */
    const stored = (
      name: string,
      status: JobStatusSeed = 'draft',
      by = { companyId: w.company.id, userId: w.admin.id },
    ) => createJob(t.db, { ...by, name: `${secret} ${name}` }, status);
    const draft = await stored('bozza');
    const imported = await stored('importato', 'imported');
    const suspended = await publish(w.admin.id, { name: `${secret} sospeso` });
    expect((await api.status(w.admin.id, suspended, 'HOLD')).json().data.status).toBe('suspended');
    // Only drafts are deleted through the API; a published row with deletedAt is read as deleted all the same.
    const deleted = await publish(w.admin.id, { name: `${secret} cancellato` });
    await t.db.update(s.job).set({ deletedAt: new Date() }).where(eq(s.job.id, deleted));
    // A deleted company's published post.
    const closedDown = await createCompany(t.db, { name: `${secret} chiusa`, deletedAt: new Date() });
    const orphan = await stored('orfano', 'published', { companyId: closedDown.id, userId: w.admin.id });
    // Another company's posts, unpublished: never shown either.
    const other = { companyId: w.other.id, userId: w.otherAdmin.id };
    const othersDraft = await stored('altrui', 'draft', other);
    const othersHeld = await stored('altrui sospeso', 'suspended', other);
    const unknown = 2_000_000_000;
    for (const id of [
      draft.id,
      imported.id,
      suspended,
      deleted,
      orphan.id,
      othersDraft.id,
      othersHeld.id,
      unknown,
    ]) {
      const json = await anon.json(id);
      expect(json.statusCode, `${id} ${json.body}`).toBe(404);
      expect(json.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `job ${id} not found` });
      const page = await anon.page(id);
      expectPage(page, 404);
      expect(page.body).not.toContain(secret);
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).not.toContain('application/ld+json');
      // Signed in as the owner changes nothing: the public page shows what the public may see.
      const asOwner = await t.request({ method: 'GET', url: `/api/public/jobs/${id}`, as: w.admin.id });
      expect(asOwner.statusCode).toBe(404);
    }
    // The same page for every unknown id, numeric or not (never a JSON error on a page address).
    const odd = await anon.page('not-a-job');
    expectPage(odd, 404);
    const bare = (body: string, id: string) => body.replace(id, '').replace(/nonce="[^"]+"/, '');
    expect(bare(odd.body, 'not-a-job')).toBe(bare((await anon.page(unknown)).body, String(unknown)));
  });

  it('answers 410 for a closed post, with its title and company only', async () => {
    const closed = await publish(w.admin.id, {
      name: 'Saldatore a filo',
      description: 'Descrizione riservata',
      requirements: ['Patentino'],
    });
    expect((await api.status(w.admin.id, closed, 'CLOSE')).json().data.status).toBe('archived');
    const json = await anon.json(closed);
    expect(json.statusCode).toBe(410);
    expect(json.json()).toEqual({ statusCode: 410, error: 'Gone', message: 'This job post is closed' });
    const page = await anon.page(closed);
    expectPage(page, 410);
    expect(page.body).toContain('Saldatore a filo');
    expect(page.body).toContain('Officine Aperte S.r.l.');
    expect(page.body).not.toContain('Descrizione riservata');
    expect(page.body).not.toContain('Patentino');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).not.toContain('application/ld+json');
    // A post closed before it was ever published was a draft: 404, its title untold.
    const never = await createJob(t.db, {
      companyId: w.company.id,
      userId: w.admin.id,
      name: 'Mai pubblicato',
      archivedAt: new Date(),
    });
    expect((await anon.json(never.id)).statusCode).toBe(404);
    expect((await anon.page(never.id)).body).not.toContain('Mai pubblicato');
  });

  it('escapes every text: a title closing the script element cannot break out of HTML or JSON-LD', async () => {
    const company = await createCompany(t.db, {
      name: `Ditta <i>"Uno"</i> & Due`,
      website: 'https://uno.example/?a=1&b="2"',
    });
    const owner = await createUser(t.db);
    const job = await createJob(
      t.db,
      {
        companyId: company.id,
        userId: owner.id,
        name: NASTY,
        description: `Testo </script><img src=x onerror=alert(2)> & "virgolette"`,
        content: { requirements: ['<!-- commento', '\u2028riga'] },
      },
      'published',
    );
    const res = await anon.page(job.id);
    expectPage(res, 200);
    const body = res.body;
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<img src=x');
    expect(body).not.toContain('<!-- commento');
    expect(body).not.toContain('<i>"Uno"</i>');
    // The heading may break after its slashes (<wbr />); its text is the title, escaped.
    const h1 = /<h1>([\s\S]*?)<\/h1>/.exec(body)![1]!;
    expect(h1.replaceAll('<wbr />', '')).toBe(escapeHtml(NASTY));
    expect(body).toContain(`<title>${escapeHtml(`${NASTY} · Ditta <i>"Uno"</i> & Due | Hiring`)}</title>`);
    expect(meta(body, 'og:title')).toBe(`${NASTY} · Ditta <i>"Uno"</i> & Due`);
    // The only `</script>` is the data block's own end.
    expect(body.match(/<\/script/gi)).toHaveLength(1);
    const [ld] = jsonLd(body);
    expect(ld!.title).toBe(NASTY);
    expect((ld!.hiringOrganization as { name: string; sameAs: string }).name).toBe(
      `Ditta <i>"Uno"</i> & Due`,
    );
    expect((ld!.hiringOrganization as { sameAs: string }).sameAs).toBe('https://uno.example/?a=1&b="2"');
    // The description is HTML whose texts are escaped: read back, it holds no element of the input.
    expect(ld!.description).toContain(
      'Testo &lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;virgolette&quot;',
    );
    expect(ld!.description).toContain('<li>&lt;!-- commento</li>');
    // The JSON is the same through the API.
    expect((await anon.json(job.id)).json().data.name).toBe(NASTY);
  });

  it('sends the security headers, and the inline style carries the answer’s CSP nonce', async () => {
    const res = await anon.page(published);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(res.body.match(/<style/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/ style="/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A fresh nonce per answer.
    const again = await anon.page(published);
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce!);
    // The error pages too.
    const missing = await anon.page(2_000_000_001);
    const missingNonce = /'nonce-([^']+)'/.exec(String(missing.headers['content-security-policy']))?.[1];
    expect(missing.body).toContain(`<style nonce="${missingNonce}">`);
  });

  it('hides the page of a company waiting for approval: the post names its company, no more', async () => {
    const company = await createCompany(t.db, {
      name: 'Attesa Approvazione S.r.l.',
      logo: LOGO,
      banner: BANNER,
      website: 'https://attesa.example',
      description: 'Testo in attesa',
      requiresApproval: true,
      pageApprovalRequestedAt: new Date(),
    });
    const owner = await createUser(t.db);
    const job = await createJob(
      t.db,
      { companyId: company.id, userId: owner.id, name: 'Contabile' },
      'published',
    );
    const data = (await anon.json(job.id)).json().data;
    expect(data.company).toEqual({
      id: company.id,
      name: 'Attesa Approvazione S.r.l.',
      logo: null,
      banner: null,
      website: null,
      description: null,
      place: null,
    });
    const page = await anon.page(job.id);
    expect(page.body).not.toContain('Testo in attesa');
    expect(page.body).not.toContain(BANNER);
    expect(meta(page.body, 'og:image')).toBeUndefined();
    expect(meta(page.body, 'twitter:card')).toBe('summary');
  });

  it('marks a remote post as telecommuting; a place-less seed post shows its reference location', async () => {
    const remote = await publish(w.admin.id, {
      name: 'Sviluppatore remoto',
      workMode: 'remote',
      contractType: 'permanent',
    });
    const [ld] = jsonLd((await anon.page(remote)).body);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'IT' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
    // A permanent contract says nothing of the hours: no employmentType.
    expect(ld).not.toHaveProperty('employmentType');
    const seeded = await createJob(
      t.db,
      { companyId: w.company.id, userId: w.admin.id, name: 'Magazziniere', locationId: milano.id },
      'published',
    );
    const data = (await anon.json(seeded.id)).json().data;
    expect(data.location).toEqual({
      name: `${milano.name} (${milano.province})`,
      lat: milano.lat,
      lng: milano.lng,
    });
    expect(data.place).toBe(`${milano.name} (${milano.province})`);
  });

  it('fills {host} of the default dynamic link and talents redirect with the request origin', async () => {
    const config = await t.request({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'lavoro.example.test' },
    });
    expect(config.json().firebase).toEqual({
      jobLink: 'http://lavoro.example.test/talents/jobs/{jobId}',
      redirect: 'http://lavoro.example.test/talents',
    });
    const link = await t.request({
      method: 'GET',
      url: `/api/job/dynamic-link/${published}`,
      as: w.admin.id,
      headers: { host: 'lavoro.example.test' },
    });
    expect(link.json().data.link).toBe(`http://lavoro.example.test/talents/jobs/${published}`);
    // The link leads to the page.
    expectPage(await anon.page(published), 200);
  });

  it('keeps the page out of the OpenAPI document and the JSON route in it, public, with its 410', async () => {
    const doc = (await t.request({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/talents/jobs/{id}');
    const op = doc.paths['/api/public/jobs/{id}'].get;
    expect(op.operationId).toBe('getPublicJob');
    expect(op.security).toEqual([]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '410']));
  });
});

describe('the public job page behind PUBLIC_URL', () => {
  const t = useTestApp({ publicUrl: 'https://lavora.example.it/' });
  const anon = calls(t);

  it('uses PUBLIC_URL for the canonical address, Open Graph, the links and the configuration', async () => {
    const company = await createCompany(t.db, { name: 'Ditta Pubblica', logo: LOGO });
    const owner = await createUser(t.db);
    const job = await createJob(
      t.db,
      { companyId: company.id, userId: owner.id, name: 'Fresatore' },
      'published',
    );
    const page = await anon.page(job.id, '?lang=en', { host: 'internal:8080' });
    expect(page.body).toContain(
      `<link rel="canonical" href="https://lavora.example.it/talents/jobs/${job.id}?lang=en" />`,
    );
    expect(meta(page.body, 'og:image')).toBe(`https://lavora.example.it${LOGO}`);
    expect(page.body).not.toContain('internal:8080');
    const data = (await anon.json(job.id, '', { host: 'internal:8080' })).json().data;
    expect(data.pageUrl).toBe(`https://lavora.example.it/talents/jobs/${job.id}`);
    const config = (
      await t.request({ method: 'GET', url: '/config.json', headers: { host: 'internal:8080' } })
    ).json();
    expect(config.firebase).toEqual({
      jobLink: 'https://lavora.example.it/talents/jobs/{jobId}',
      redirect: 'https://lavora.example.it/talents',
    });
  });
});

describe('overridden dynamic link and redirect', () => {
  const t = useTestApp({
    firebase: {
      jobLink: 'https://app.link/?l={host}%2Fj%2F{jobId}',
      redirect: 'https://store.example/talents',
    },
  });

  it('keeps the environment’s templates, {host} filled where they have it', async () => {
    const config = (
      await t.request({ method: 'GET', url: '/config.json', headers: { host: 'a.example' } })
    ).json();
    expect(config.firebase).toEqual({
      jobLink: 'https://app.link/?l=http://a.example%2Fj%2F{jobId}',
      redirect: 'https://store.example/talents',
    });
  });
});
