import { randomUUID } from 'node:crypto';
import type { ApplicationProfileSnapshot, CandidateProfileView } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/** The name a tombstone (and an erased account) shows everywhere the candidate's name was. */
export const ANONYMISED_NAME = { firstname: 'Candidato', lastname: 'anonimo' } as const;

/** The mail domain of tombstones: `.invalid` never delivers (RFC 2606); the retention job skips it. */
export const ANONYMISED_EMAIL_DOMAIN = 'anonymised.invalid';

export const anonymisedEmail = () => `anonymised-${randomUUID()}@${ANONYMISED_EMAIL_DOMAIN}`;

/** The profile as sent, with nothing left of the person (every field emptied, the shape kept). */
function scrubbedView(userId: number): CandidateProfileView {
  return {
    userId,
    ...ANONYMISED_NAME,
    picture: null,
    headline: null,
    bio: null,
    employed: false,
    location: null,
    availability: null,
    seniority: null,
    workArea: null,
    education: null,
    professionalSkills: [],
    languages: [],
    softSkills: [],
    driverLicenses: [],
    protectedClasses: [],
    userDetailId: null,
    employerName: null,
    visibility: 'profile',
    contact: null,
    curriculum: null,
    certificates: [],
    videoIntroduction: null,
    updatedAt: null,
  };
}

export const scrubbedSnapshot = (userId: number): ApplicationProfileSnapshot => ({
  it: scrubbedView(userId),
  en: scrubbedView(userId),
});

/** A user that stands for the candidate in one company's records: never signs in, never found. */
export async function createTombstone(tx: Database, now: Date): Promise<number> {
  const [row] = await tx
    .insert(t.user)
    .values({
      email: anonymisedEmail(),
      passwordHash: null,
      ...ANONYMISED_NAME,
      roleId: 3,
      createdAt: now,
      updatedAt: now,
      deletedAt: now,
    })
    .returning({ id: t.user.id });
  return row!.id;
}
