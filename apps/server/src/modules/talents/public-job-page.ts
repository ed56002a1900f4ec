import { applyPath, publicJobPath, type PublicJob, type ReaderLang } from '@hiring/domain/jobs/public-job';
import { html, jsonForScript, trustedHtml, type SafeHtml } from '../../http/html.js';
import { jobPostingLd } from './public-job-ld.js';
import { publicJobLabels, shownDate, shownEuros, type PublicJobLabels } from './public-job-labels.js';
import { publicJobCss } from './public-job-style.js';

/** What every page needs of the request: who serves it, at which address, with which nonce. */
export interface PageContext {
  lang: ReaderLang;
  /** The public origin (PUBLIC_URL or the request's), no trailing slash. */
  origin: string;
  /** The dashboard's name (DASHBOARD_NAME): the site's name in titles. */
  siteName: string;
  nonce: string;
}

const otherLang = (lang: ReaderLang): ReaderLang => (lang === 'it' ? 'en' : 'it');
const ogLocale = { it: 'it_IT', en: 'en_GB' } as const;
const withLang = (url: string, lang: ReaderLang) => `${url}?lang=${lang}`;

/** An address the browser or a crawler can follow from anywhere: storage paths are relative by default. */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

/** One line of meta description: the post's first words, at most ~160 characters. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

interface DocumentParts {
  title: string;
  description: string;
  /**
   * The page's path. The canonical address names the language (`?lang=`), and so do both alternates:
   * the bare address picks the language from Accept-Language, so it is never the canonical one.
   */
  path: string;
  /** 404 and 410 pages are not for the index. */
  index: boolean;
  head?: SafeHtml;
  body: SafeHtml;
}

/** The whole HTML document: head with the page's metadata, the inline style, header, main and footer. */
function htmlDocument(ctx: PageContext, parts: DocumentParts): string {
  const l = publicJobLabels[ctx.lang];
  const base = `${ctx.origin}${parts.path}`;
  const canonical = withLang(base, ctx.lang);
  const other = otherLang(ctx.lang);
  return `<!doctype html>${html`<html lang="${ctx.lang}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${parts.title}</title>
      <meta name="description" content="${parts.description}" />
      ${
        parts.index
          ? html`<link rel="canonical" href="${canonical}" />
              <link rel="alternate" hreflang="it" href="${withLang(base, 'it')}" />
              <link rel="alternate" hreflang="en" href="${withLang(base, 'en')}" />`
          : html`<meta name="robots" content="noindex" />`
      }
      <meta name="theme-color" content="#1d4ed8" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      ${parts.head}
      <style nonce="${ctx.nonce}">
        ${trustedHtml(publicJobCss)}
      </style>
    </head>
    <body>
      <a class="skip" href="#main">${l.skip}</a>
      <header class="site">
        <div class="wrap">
          <a class="brand" href="/talents">${ctx.siteName}</a>
          <a class="lang" href="${withLang(base, other)}" hreflang="${other}" lang="${other}"
            >${l.otherLang}</a
          >
        </div>
      </header>
      ${parts.body}
      <footer class="site">
        <div class="wrap">
          <a href="/web-policy-user">${l.privacy}</a>
          <span>© ${ctx.siteName}</span>
        </div>
      </footer>
    </body>
  </html> `}`;
}

const section = (title: string, content: SafeHtml | string | false | null) =>
  content
    ? html`<section class="card">
        <h2>${title}</h2>
        ${content}
      </section>`
    : '';
const lines = (items: string[]) =>
  items.length > 0 &&
  html`<ul>
    ${items.map((i) => html`<li>${i}</li>`)}
  </ul>`;
const chips = (items: string[]) =>
  items.length > 0 &&
  html`<ul class="chips">
    ${items.map((i) => html`<li>${i}</li>`)}
  </ul>`;

function salaryText(job: PublicJob, lang: ReaderLang): string | null {
  const min = job.salaryMinCents === null ? null : shownEuros(job.salaryMinCents);
  const max = job.salaryMaxCents === null ? null : shownEuros(job.salaryMaxCents);
  if (min && max) return min === max ? min : `${min} – ${max}`;
  if (min) return lang === 'it' ? `da ${min}` : `from ${min}`;
  if (max) return lang === 'it' ? `fino a ${max}` : `up to ${max}`;
  return null;
}

/** The "at a glance" list: only the facts the post states. */
function details(job: PublicJob, l: PublicJobLabels, lang: ReaderLang) {
  const rows: Array<[string, string | null]> = [
    [l.location, job.location?.name ?? null],
    [l.workMode, job.workMode ? (l.mode_[job.workMode] ?? job.workMode) : null],
    [l.contract, job.contractType ? (l.contract_[job.contractType] ?? job.contractType) : null],
    [l.salary, salaryText(job, lang)],
    [l.workArea, job.workArea],
    [l.seniority, job.seniority],
    [l.education, job.education],
    [l.availability, job.availability],
    [l.driverLicenses, job.driverLicenses.join(', ') || null],
    [l.protectedClasses, job.protectedClasses.join(', ') || null],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  return (
    shown.length > 0 &&
    html`<dl>
      ${shown.map(
        ([term, value]) =>
          html`<dt>${term}</dt>
            <dd>${value}</dd>`,
      )}
    </dl>`
  );
}

const paragraphs = (text: string | null) => {
  const parts = (text ?? '').split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return parts.length > 0 && html`${parts.map((p) => html`<p class="text">${p.trim()}</p>`)}`;
};

/** `Sviluppatore/trice`: a line may break after each slash (browsers keep `a/b` together). */
const breakableAtSlashes = (text: string) =>
  html`${text.split('/').map((part, i) => (i === 0 ? part : html`/<wbr />${part}`))}`;

/** The company's own words, its place and website, as far as its public page may be shown. */
function companyAbout(company: PublicJob['company']) {
  const website = company.website && /^https?:\/\//i.test(company.website) ? company.website : null;
  const parts = [
    paragraphs(company.description),
    company.place && html`<p class="text">${company.place}</p>`,
    website && html`<p><a href="${website}" rel="noopener">${website.replace(/^https?:\/\//i, '')}</a></p>`,
  ].filter((part): part is SafeHtml => Boolean(part));
  return parts.length > 0 && html`${parts}`;
}

/** The page of a published post: the post as the company wrote it, its company, and the way to apply. */
export function publishedJobPage(ctx: PageContext, job: PublicJob): string {
  const l = publicJobLabels[ctx.lang];
  const path = publicJobPath(job.id);
  const url = withLang(`${ctx.origin}${path}`, ctx.lang);
  const logo = job.company.logo ? absoluteUrl(ctx.origin, job.company.logo) : null;
  const image = job.company.banner ? absoluteUrl(ctx.origin, job.company.banner) : logo;
  const title = `${job.name} · ${job.company.name} | ${ctx.siteName}`;
  const where = job.location?.name ?? (job.workMode ? l.mode_[job.workMode] : null);
  const description = summary(
    [job.company.name, where, job.description ?? job.requirements.join('. ')].filter(Boolean).join(' · '),
  );
  const ld = jobPostingLd(job, l, { url, logo });
  const head = html`<meta property="og:type" content="website" />
    <meta property="og:site_name" content="${ctx.siteName}" />
    <meta property="og:title" content="${job.name} · ${job.company.name}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    <meta property="og:locale" content="${ogLocale[ctx.lang]}" />
    <meta property="og:locale:alternate" content="${ogLocale[otherLang(ctx.lang)]}" />
    ${image ? html`<meta property="og:image" content="${image}" />` : ''}
    <meta name="twitter:card" content="${job.company.banner ? 'summary_large_image' : 'summary'}" />
    <meta name="twitter:title" content="${job.name} · ${job.company.name}" />
    <meta name="twitter:description" content="${description}" />
    ${image ? html`<meta name="twitter:image" content="${image}" />` : ''}
    <script type="application/ld+json">
      ${trustedHtml(jsonForScript(ld))}
    </script>`;
  const apply = html`<a class="apply" href="${applyPath(job.id)}" aria-label="${l.applyTo(job.name)}"
    >${l.apply}</a
  >`;
  const body = html`<main id="main">
    ${
      job.company.banner
        ? html`<img
            class="banner"
            src="${job.company.banner}"
            alt=""
            width="1430"
            height="260"
            fetchpriority="high"
          />`
        : ''
    }
    <div class="wrap">
      <article>
        <div class="card">
          <p class="company">
            ${
              job.company.logo
                ? html`<img class="logo" src="${job.company.logo}" alt="" width="56" height="56" />`
                : ''
            }<span class="company-name">${job.company.name}</span>
          </p>
          <h1>${breakableAtSlashes(job.name)}</h1>
          <p class="meta">
            ${where ? html`<span>${where}</span>` : ''}<span
              >${l.publishedOn(shownDate(job.publishedAt))}</span
            >
          </p>
          ${apply}
        </div>
        ${section(l.details, details(job, l, ctx.lang))}
        ${section(l.description, paragraphs(job.description))}
        ${section(l.responsibilities, lines(job.responsibilities))}
        ${section(l.requirements, lines(job.requirements))}
        ${section(l.skills, chips(job.professionalSkills.map((s) => `${s.name} · ${l.years(s.years)}`)))}
        ${section(l.languages, chips(job.languages.map((x) => `${x.name} · ${x.level}`)))}
        ${section(l.softSkills, chips(job.softSkills))} ${section(l.benefits, lines(job.benefits))}
        ${section(`${l.company}: ${job.company.name}`, companyAbout(job.company))}
        <div class="card">${apply}</div>
      </article>
    </div>
  </main>`;
  return htmlDocument(ctx, { title, description, path, index: true, head, body });
}

/** A plain message page (closed or unknown post): one heading, one sentence, a way on. */
function messagePage(ctx: PageContext, path: string, heading: string, text: string): string {
  const l = publicJobLabels[ctx.lang];
  const body = html`<main id="main">
    <div class="wrap">
      <div class="card">
        <h1>${heading}</h1>
        <p class="notice">${text}</p>
        <p><a href="/talents">${l.home}</a></p>
      </div>
    </div>
  </main>`;
  return htmlDocument(ctx, {
    title: `${heading} | ${ctx.siteName}`,
    description: text,
    path,
    index: false,
    body,
  });
}

/** 410: the post was published and is closed; its title and company only. */
export function closedJobPage(ctx: PageContext, closed: { id: number; name: string; companyName: string }) {
  const l = publicJobLabels[ctx.lang];
  return messagePage(ctx, publicJobPath(closed.id), l.closedTitle, l.closed(closed.name, closed.companyName));
}

/** 404: unknown, draft, suspended or deleted, told apart by nothing. */
export function jobNotFoundPage(ctx: PageContext, id: number | string) {
  const l = publicJobLabels[ctx.lang];
  return messagePage(ctx, `/talents/jobs/${encodeURIComponent(String(id))}`, l.notFoundTitle, l.notFound);
}
