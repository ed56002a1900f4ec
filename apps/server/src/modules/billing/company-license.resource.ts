import { eq } from 'drizzle-orm';
import { companyLicense } from '../../db/schema/index.js';
import { defineResource } from '../../http/resources/define-resource.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { licenseResource } from '../reference/reference.resources.js';
import { isPricingAdmin } from './billing-access.js';

/**
 * The licences a company holds, with their validity (startsOn, endsOn inclusive or null). Members
 * read their active company's; back-office admins with job-pricing and super users read every
 * company's. The writes are the billing module's own routes (licenses.routes.ts): they check the
 * period against the company's other periods under a lock.
 */
export const companyLicenseResource = defineResource({
  name: 'company-license',
  table: companyLicense,
  verbs: ['list', 'get', 'ids', 'fetch'],
  read: 'authenticated',
  scope: ({ actor }) =>
    actor && isPricingAdmin(actor) ? undefined : eq(companyLicense.companyId, activeCompanyId(actor)),
  fields: [
    'id',
    'companyId',
    'licenseId',
    'startsOn',
    'endsOn',
    'note',
    'createdByUserId',
    'createdAt',
    'updatedAt',
  ],
  relations: {
    license: { target: () => licenseResource, kind: 'one', localField: 'licenseId', targetField: 'id' },
  },
});
