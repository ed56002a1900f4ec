import type { PublicJob } from '@hiring/domain/jobs/public-job';
import { html, type SafeHtml } from '../../http/html.js';
import type { PublicJobLabels } from './public-job-labels.js';

/** The contract types schema.org names; a permanent post or an apprenticeship says nothing of the hours, so none. */
const employmentTypes: Record<string, string> = {
  'fixed-term': 'TEMPORARY',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
};

/** `Milano (MI)` → locality Milano, region MI; any other text is the locality as it is. */
function address(place: string) {
  const match = /^(.*\S)\s*\(([A-Z]{2})\)$/.exec(place);
  return {
    '@type': 'PostalAddress',
    addressLocality: match ? match[1] : place,
    ...(match ? { addressRegion: match[2] } : {}),
    addressCountry: 'IT',
  };
}

const list = (title: string, items: string[]) =>
  items.length === 0
    ? ''
    : html`<h3>${title}</h3>
        <ul>
          ${items.map((item) => html`<li>${item}</li>`)}
        </ul>`;

/** JobPosting's description is HTML: the post's sections, every text escaped. */
function descriptionHtml(job: PublicJob, l: PublicJobLabels): SafeHtml {
  const paragraphs = (job.description ?? '').split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return html`${paragraphs.map((p) => html`<p>${p.trim()}</p>`)}${list(l.responsibilities, job.responsibilities)}${list(
    l.requirements,
    job.requirements,
  )}${list(l.benefits, job.benefits)}`;
}

/**
 * schema.org `JobPosting` of a published post (Google's job search reads it): title, description,
 * dates, employment type when the contract says it, the company, the place or remote work, the salary.
 * Serialise it with `jsonForScript` only.
 */
export function jobPostingLd(
  job: PublicJob,
  l: PublicJobLabels,
  links: { url: string; logo: string | null },
): Record<string, unknown> {
  const employmentType = job.contractType ? employmentTypes[job.contractType] : undefined;
  const remote = job.workMode === 'remote';
  const salary =
    job.salaryMinCents !== null || job.salaryMaxCents !== null
      ? {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: {
            '@type': 'QuantitativeValue',
            ...(job.salaryMinCents !== null ? { minValue: job.salaryMinCents / 100 } : {}),
            ...(job.salaryMaxCents !== null ? { maxValue: job.salaryMaxCents / 100 } : {}),
            unitText: 'YEAR',
          },
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.name,
    description: descriptionHtml(job, l).value || job.name,
    datePosted: job.publishedAt.toISOString(),
    url: links.url,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.id) },
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      ...(links.logo ? { logo: links.logo } : {}),
    },
    ...(job.location && !remote
      ? {
          jobLocation: {
            '@type': 'Place',
            address: address(job.location.name),
            ...(job.location.lat !== null && job.location.lng !== null
              ? {
                  geo: { '@type': 'GeoCoordinates', latitude: job.location.lat, longitude: job.location.lng },
                }
              : {}),
          },
        }
      : {}),
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'IT' } }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.professionalSkills.length > 0
      ? { skills: job.professionalSkills.map((s) => s.name).join(', ') }
      : {}),
    ...(job.education ? { educationRequirements: job.education } : {}),
    directApply: true,
  };
}
