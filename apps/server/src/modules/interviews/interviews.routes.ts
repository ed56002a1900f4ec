import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationIdParamsSchema,
  busyBlockCreateSchema,
  interviewMutexesQuerySchema,
  interviewMutexSchema,
  meetingPatchSchema,
  meetingSlotsQuerySchema,
  meetingSlotsSchema,
  meetingViewSchema,
  setInterviewSchema,
} from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import { idParamsSchema, registerResource } from '../../http/resources/register-resource.js';
import type { Mailer } from '../mail/mailer.js';
import { interviewMutexes, meetingSlots } from './calendar.service.js';
import { contentDisposition } from '../files/download.js';
import { SCHEDULING_DISABLED, toMeetingView } from './meeting-access.js';
import { meetingIcsFile } from './meeting-ics.js';
import { meetingResource } from './meeting.resources.js';
import { changeMeetingStatus, createBusyBlock, deleteMeeting } from './meeting-writes.service.js';
import { setInterview } from './set-interview.service.js';

const view = z.object({ data: meetingViewSchema });

/**
 * Interview scheduling (docs/interviews.md): slots, mutexes, setInterview and the meeting resource.
 * All of it answers 403 'Scheduling is disabled' while the module flag disableScheduling is on.
 */
export function registerInterviewRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config; mailer: Mailer },
): void {
  const { db, config } = deps;
  void app.register(async (scope) => {
    // After the guard (a root preHandler): 401 and the access rule first, then the module flag.
    scope.addHook('preHandler', async () => {
      if (config.modules.disableScheduling) throw forbidden(SCHEDULING_DISABLED);
    });
    const mail = { ...deps, log: scope.log };
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const board = { access: { permission: 'board' } } as const;

    r.get('/application-step/meeting-slots/:applicationId', {
      config: board,
      schema: {
        tags: ['application-step'],
        summary:
          'Free interview slots of a recruiter for an application’s candidate in a range (max 31 days)',
        operationId: 'getMeetingSlots',
        params: applicationIdParamsSchema,
        querystring: meetingSlotsQuerySchema,
        response: { 200: z.object({ data: meetingSlotsSchema }) },
      },
      handler: async (req) => ({
        data: await meetingSlots(db, req.actor!, req.params.applicationId, req.query, new Date()),
      }),
    });

    r.get('/application-step/interview-mutexes/:applicationId', {
      config: board,
      schema: {
        tags: ['application-step'],
        summary: 'What blocks interview slots: the recruiter’s and the candidate’s live meetings in a range',
        operationId: 'getInterviewMutexes',
        params: applicationIdParamsSchema,
        querystring: interviewMutexesQuerySchema,
        response: { 200: z.object({ data: z.array(interviewMutexSchema) }) },
      },
      handler: async (req) => ({
        data: await interviewMutexes(db, req.actor!, req.params.applicationId, req.query),
      }),
    });

    r.post('/application-step/setInterview', {
      config: board,
      schema: {
        tags: ['application-step'],
        summary: 'Book an interview (201), or change one with meetingId (200); 409 when the slot is taken',
        operationId: 'setInterview',
        body: setInterviewSchema,
        response: { 200: view, 201: view },
      },
      handler: async (req, reply) => {
        const result = await setInterview(
          { ...mail, meetingUrlPattern: config.meetingUrlPattern },
          req.actor!,
          req.body,
          new Date(),
        );
        return reply.status(result.created ? 201 : 200).send({ data: toMeetingView(result.meeting) });
      },
    });

    registerResource(scope, db, meetingResource);

    r.post('/meeting', {
      config: board,
      schema: {
        tags: ['meeting'],
        summary: 'Add a busy block to the caller’s own calendar',
        operationId: 'createMeeting',
        body: busyBlockCreateSchema,
        response: { 201: view },
      },
      handler: async (req, reply) =>
        reply.status(201).send({ data: toMeetingView(await createBusyBlock(mail, req.actor!, req.body)) }),
    });

    r.patch('/meeting/:id', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['meeting'],
        summary:
          'Move an interview on: accepted (candidate), confirmed or completed (company), cancelled (either)',
        operationId: 'updateMeeting',
        params: idParamsSchema,
        body: meetingPatchSchema,
        response: { 200: view },
      },
      handler: async (req) => ({
        data: toMeetingView(await changeMeetingStatus(mail, req.actor!, req.params.id, req.body.status)),
      }),
    });

    r.get('/meeting/:id/ics', {
      config: { access: 'authenticated', errorStatuses: [403] },
      schema: {
        tags: ['meeting'],
        summary:
          'An interview as a calendar file (text/calendar, METHOD:PUBLISH; the UID and SEQUENCE of its mails), ' +
          'for its candidate and the staff who reach it; 404 for anyone else and for a busy block',
        operationId: 'getMeetingIcs',
        params: idParamsSchema,
      },
      handler: async (req, reply) => {
        const ics = await meetingIcsFile(deps, req.actor!, req.params.id);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', `interview-${req.params.id}.ics`))
          .header('cache-control', 'private, no-store')
          .send(ics);
      },
    });

    r.delete('/meeting/:id', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['meeting'],
        summary: 'Cancel an interview, or remove one’s own busy block',
        operationId: 'deleteMeeting',
        params: idParamsSchema,
        response: { 204: z.null().describe('cancelled or removed') },
      },
      handler: async (req, reply) => {
        await deleteMeeting(mail, req.actor!, req.params.id);
        return reply.status(204).send(null);
      },
    });
  });
}
