import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recruiterPreference } from '../../db/schema/index.js';
import { defineResource } from '../../http/resources/define-resource.js';
import { unauthorized } from '../../http/errors.js';
import { recruiterScheduleFields, recruiterScheduleReadFields } from '../interviews/working-hours.js';

/**
 * The caller's own preferences ("find one by user id", spec section 7). The row is made with the membership
 * (companies/membership.ts); reads never write.
 */
export const recruiterPreferenceResource = defineResource({
  name: 'recruiter-preference',
  table: recruiterPreference,
  verbs: ['list', 'get', 'update'],
  read: 'authenticated',
  write: 'authenticated',
  scope: ({ actor }) => {
    if (!actor) throw unauthorized('User not logged');
    return eq(recruiterPreference.userId, actor.userId);
  },
  fields: ['id', 'userId', 'marketingConsent', ...recruiterScheduleReadFields, 'createdAt', 'updatedAt'],
  update: { schema: z.object({ marketingConsent: z.boolean(), ...recruiterScheduleFields }).partial() },
});
