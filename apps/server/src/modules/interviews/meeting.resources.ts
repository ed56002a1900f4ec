import { meeting } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { boardPersonResource } from '../board/application-records.resources.js';
import { meetingsInScope } from './meeting-access.js';

/**
 * Meetings through the generic reads (`GET /meeting`, `/meeting/{id}`, `@list`, `@fetch`, spec 7),
 * narrowed by the one meeting rule (meeting-access.ts). Writes are the interview routes: booking and
 * changes go through setInterview, `POST /meeting` is a busy block, `PATCH` a status transition.
 * Registered by the interview routes (behind the scheduling flag), not in the shared resource list.
 */
export const meetingResource: ResourceDefinition = defineResource({
  name: 'meeting',
  table: meeting,
  verbs: ['list', 'get', 'ids', 'fetch'],
  read: 'authenticated',
  scope: ({ db, actor }) => meetingsInScope(db, actor),
  fields: [
    'id',
    'companyId',
    'applicationId',
    'jobId',
    'recruiterUserId',
    'candidateUserId',
    'meetingTypeId',
    'startsAt',
    'endsAt',
    'place',
    'link',
    'note',
    'status',
    'cancelledAt',
    'remindedAt',
    'completedAt',
    'createdByUserId',
    'createdAt',
    'updatedAt',
  ],
  relations: {
    recruiter: {
      target: () => boardPersonResource,
      kind: 'one',
      localField: 'recruiterUserId',
      targetField: 'id',
    },
  },
});
