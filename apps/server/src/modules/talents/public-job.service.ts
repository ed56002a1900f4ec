import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deriveJobStatus } from '@hiring/domain';
import type { PublicJob, ReaderLang } from '@hiring/domain/jobs/public-job';
import type { Database } from '../../db/client.js';
import { company, job, location } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { pageVisibleToCandidates } from '../approval/approval.service.js';
import { locationPlace } from '../companies/companies.resources.js';
import { namedJobContent } from '../jobs/job-named-content.js';
import { storedContent } from '../jobs/job-record.js';

/** A published post, without the addresses the route adds (they depend on the request's origin). */
export type PublishedJob = Omit<PublicJob, 'pageUrl' | 'applyUrl'>;

/** What the public may know of a post: all of it while published, its title and company once closed. */
export type PublicJobLookup =
  | { status: 'published'; job: PublishedJob }
  | { status: 'closed'; id: number; name: string; companyName: string };

/** Unknown, draft, imported, suspended or deleted: the same answer, so nobody can tell them apart. */
export const unknownJob = (id: number) => notFound(`job ${id} not found`);

const jobLocation = alias(location, 'job_location');
const companyLocation = alias(location, 'company_location');
const locationColumns = (l: typeof jobLocation | typeof companyLocation) => ({
  name: l.name,
  province: l.province,
  lat: l.lat,
  lng: l.lng,
});
type JoinedLocation = {
  name: string | null;
  province: string | null;
  lat: number | null;
  lng: number | null;
};
/** A left-joined reference location as a place, or null when the join found none. */
const joinedPlace = (l: JoinedLocation | null) =>
  l && l.name !== null && l.province !== null && l.lat !== null && l.lng !== null
    ? locationPlace({ name: l.name, province: l.province, lat: l.lat, lng: l.lng })
    : null;

/**
 * A post as the public may see it (docs/talents.md, "The public job page"): published → its content
 * with the references named in the reader's language and the company's public page; closed
 * (archived after having been published) → its title and company only; anything else → 404.
 */
export async function findPublicJob(db: Database, id: number, lang: ReaderLang): Promise<PublicJobLookup> {
  const [row] = await db
    .select({
      job,
      company: {
        id: company.id,
        name: company.name,
        logo: company.logo,
        banner: company.banner,
        website: company.website,
        description: company.description,
        place: company.place,
        requiresApproval: company.requiresApproval,
        pageApprovalRequestedAt: company.pageApprovalRequestedAt,
        pageApprovedAt: company.pageApprovedAt,
        pageRejectedAt: company.pageRejectedAt,
      },
      jobLocation: locationColumns(jobLocation),
      companyLocation: locationColumns(companyLocation),
    })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .leftJoin(jobLocation, and(eq(jobLocation.id, job.locationId), isNull(jobLocation.deletedAt)))
    .leftJoin(
      companyLocation,
      and(eq(companyLocation.id, company.locationId), isNull(companyLocation.deletedAt)),
    )
    .where(and(eq(job.id, id), isNull(job.deletedAt), isNull(company.deletedAt)));
  if (!row) throw unknownJob(id);
  const status = deriveJobStatus(row.job);
  // A post closed before it was ever published was a draft: nobody outside may learn its title.
  if (status === 'archived' && row.job.publishedAt)
    return { status: 'closed', id, name: row.job.name, companyName: row.company.name };
  if (status !== 'published') throw unknownJob(id);

  const content = storedContent(row.job);
  // Posts written before the content had a place (the demo data among them) have a reference location only.
  const place = content.place ?? joinedPlace(row.jobLocation);
  const named = await namedJobContent(db, { ...content, place }, lang);
  const c = row.company;
  // A company page waiting for the back office is not shown: the post names its company, no more.
  const pageShown = pageVisibleToCandidates(c);
  const companyPlace = c.place ?? joinedPlace(row.companyLocation);
  return {
    status: 'published',
    job: {
      id,
      lang,
      ...named,
      publishedAt: row.job.publishedAt!,
      location: place
        ? { name: place.place_name, lng: place.center[0] ?? null, lat: place.center[1] ?? null }
        : null,
      company: {
        id: c.id,
        name: c.name,
        logo: pageShown ? c.logo : null,
        banner: pageShown ? c.banner : null,
        website: pageShown ? c.website : null,
        description: pageShown ? c.description : null,
        place: pageShown ? (companyPlace?.place_name ?? null) : null,
      },
    },
  };
}
