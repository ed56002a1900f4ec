import { z } from 'zod';
import { jobStatuses, licenseUsageSchema } from '@hiring/domain';

const id = z.number().int();
const time = z.string().describe('UTC, ISO 8601');

export const kpisSchema = z.object({
  companies: z.number().int(),
  activeRecruitersThisMonth: z
    .number()
    .int()
    .describe('distinct recruiters active since the 1st (Europe/Rome)'),
  publishedJobs: z.number().int().describe('posts live now: published, not suspended, archived or deleted'),
  applicationsToday: z.number().int(),
  applicationsLast30Days: z.number().int().describe('today and the 29 days before it (Europe/Rome)'),
  approvalsWaiting: z.object({
    jobs: z.number().int(),
    companyPages: z.number().int(),
    total: z.number().int(),
  }),
  signupsWaiting: z.number().int().describe('signups verified, neither completed nor rejected'),
  day: z.string().describe('today in Italy, YYYY-MM-DD'),
});

export const adminCompanyRowSchema = z.object({
  id,
  name: z.string(),
  vatId: z.string().nullable(),
  createdAt: time,
  requiresApproval: z.boolean(),
  membersCount: z.number().int(),
  liveJobsCount: z.number().int(),
  licenseName: z.string().nullable(),
});

export const adminCompanyDetailSchema = z.object({
  id,
  name: z.string(),
  vatId: z.string().nullable(),
  taxId: z.string().nullable(),
  countryCode: z.string(),
  website: z.string().nullable(),
  createdAt: time,
  requiresApproval: z.boolean(),
  pageApprovalRequestedAt: time.nullable(),
  pageApprovedAt: time.nullable(),
  pageRejectedAt: time.nullable(),
  members: z.array(
    z.object({
      userId: id,
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      companyRoleId: id,
      roleName: z.string(),
      roleNameEn: z.string(),
      lastActiveDay: z.string().nullable().describe('the last day (Europe/Rome) the member used the company'),
    }),
  ),
  jobs: z.array(
    z.object({
      id,
      name: z.string(),
      status: z.enum(jobStatuses),
      publishedAt: time.nullable(),
      approval: z.enum(['none', 'waiting', 'approved', 'rejected']),
      applicationsCount: z.number().int(),
    }),
  ),
  license: licenseUsageSchema,
  spending: z.object({
    monthlyBudgetCents: z.number().int().nullable(),
    currentMonth: z.object({ month: z.string(), spentCents: z.number().int() }),
    lastMonth: z.object({ month: z.string(), spentCents: z.number().int() }),
  }),
});

export const adminCompanyPatchSchema = z.object({ requiresApproval: z.boolean() }).strict();

export const auditRowSchema = z.object({
  id,
  createdAt: time,
  action: z.string(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  requestId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  actorUserId: id.nullable().describe('null: the installation itself (the retention job)'),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  subjectUserId: id.nullable(),
  subjectName: z.string().nullable(),
  subjectEmail: z.string().nullable(),
  companyId: id.nullable(),
  companyName: z.string().nullable(),
});

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int() });
