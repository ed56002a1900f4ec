import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyFileUploadRule,
  companyImageFieldsSchema,
  companyUpdateSchema,
  taxCountrySchema,
} from '@hiring/domain/companies/company-page';
import { uploadRules } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { company } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest } from '../../http/errors.js';
import { getRow } from '../../http/resources/read.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { sendStoredFile } from '../files/download.js';
import { registerFileRoutes } from '../files/file-url.js';
import { configuredStorage, type FileStorage } from '../files/storage.js';
import { receiveUpload } from '../files/upload.js';
import { companyResource } from './companies.resources.js';
import {
  addCompanyFile,
  companyFileForDownload,
  companyFileResource,
  deleteCompanyFile,
} from './company-files.js';
import {
  COMPANY_IMAGE_PREFIX,
  companyImageName,
  removeCompanyImages,
  saveCompanyImage,
} from './company-images.js';
import { assertMayEditCompany, requestPageApproval, updateCompany } from './company-update.service.js';
import { taxCountries } from './tax-numbers.js';

export interface CompanyPageDeps {
  db: Database;
  config: Config;
  /** Defaults to the installation's storage (`<DATA_DIR>/files`). */
  storage?: FileStorage;
}

const MB = 1024 * 1024;
const noShape = { select: undefined, include: [] };
const companyRecord = () => recordSchema(companyResource);
const activeCompany = (actor: Actor) => actor.companyId ?? -1;

/** A new logo, banner or gallery image changes the page: where the company requires it, it asks for approval. */
async function requestUploadApproval(db: Database, actor: Actor, fields: string[]): Promise<void> {
  const [current] = await db
    .select({ id: company.id, requiresApproval: company.requiresApproval })
    .from(company)
    .where(eq(company.id, actor.companyId!));
  if (current) await requestPageApproval(db, actor, current, fields);
}

/** Uploads need the multipart parser; only their own scope gets it. */
function registerUploads(app: FastifyInstance, { db, config }: CompanyPageDeps, storage: FileStorage): void {
  app.register(async (scope) => {
    // Oversized files arrive truncated and are answered 413 by receiveUpload, after cleaning up.
    await scope.register(multipart, { throwFileSizeLimit: false });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const images = uploadRules.companyLogo;

    r.post('/file/companyLogo', {
      config: { access: { permission: 'company' } },
      schema: {
        tags: ['company'],
        summary: `Upload the active company's logo (multipart, one file part; up to ${images.maxBytes / MB} MB: ${images.mimeTypes.join(', ')}); stored as a 256x256 PNG`,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: companyRecord() }) },
      },
      handler: async (req, reply) => {
        const actor = req.actor!;
        assertMayEditCompany(actor, activeCompany(actor));
        const { file } = await receiveUpload(req, storage, 'companyLogo', images);
        await saveCompanyImage({
          db,
          storage,
          storageUrl: config.storageUrl,
          companyId: actor.companyId!,
          kind: 'logo',
          file,
        });
        await requestUploadApproval(db, actor, ['logo']);
        const data = await getRow({ db, actor }, companyResource, actor.companyId!, noShape);
        return reply.status(201).send({ data });
      },
    });

    r.post('/file/companyImage', {
      config: { access: { permission: 'company' } },
      schema: {
        tags: ['company'],
        summary: `Upload a picture of the active company's page (multipart: field kind = banner, stored as a 1430x260 JPEG, or gallery, a 256x256 PNG, at most 8; one file part up to ${images.maxBytes / MB} MB: ${images.mimeTypes.join(', ')})`,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: companyRecord() }) },
      },
      handler: async (req, reply) => {
        const actor = req.actor!;
        assertMayEditCompany(actor, activeCompany(actor));
        const { file, fields } = await receiveUpload(req, storage, 'companyImage', uploadRules.companyImage);
        const parsed = companyImageFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          await storage.remove(file.fileKey);
          throw badRequest(
            parsed.error.issues.map((i) => `body.${i.path.join('.') || 'fields'}: ${i.message}`),
          );
        }
        await saveCompanyImage({
          db,
          storage,
          storageUrl: config.storageUrl,
          companyId: actor.companyId!,
          kind: parsed.data.kind,
          file,
        });
        await requestUploadApproval(db, actor, [parsed.data.kind]);
        const data = await getRow({ db, actor }, companyResource, actor.companyId!, noShape);
        return reply.status(201).send({ data });
      },
    });

    r.post('/company-file', {
      config: { access: { permission: 'company' } },
      schema: {
        tags: ['company-file'],
        summary: `Add a file to the active company (multipart, one file part; up to ${companyFileUploadRule.maxBytes / MB} MB: ${companyFileUploadRule.mimeTypes.join(', ')})`,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: recordSchema(companyFileResource) }) },
      },
      handler: async (req, reply) => {
        const actor = req.actor!;
        const { file } = await receiveUpload(req, storage, 'companyFile', companyFileUploadRule);
        const id = await addCompanyFile(db, storage, actor, file);
        const data = await getRow({ db, actor }, companyFileResource, id, noShape);
        return reply.status(201).send({ data });
      },
    });
  });
}

/**
 * The company page's writes (fields, images, files), the tax-number countries, the company files'
 * downloads and the public company images.
 */
export function registerCompanyPageRoutes(app: FastifyInstance, deps: CompanyPageDeps): void {
  const { db, config } = deps;
  const storage = deps.storage ?? configuredStorage(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerUploads(app, deps, storage);

  r.get('/company/tax-countries', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['company'],
      summary: "The countries whose VAT ID and tax id the server checks, with each one's validators",
      response: { 200: z.object({ data: z.array(taxCountrySchema) }) },
    },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return { data: taxCountries };
    },
  });

  r.patch('/company/:id', {
    config: { access: { permission: 'company' } },
    schema: {
      tags: ['company'],
      summary:
        'Update the active company: name, description, website, country with VAT ID and tax id, place, candidate data retention (months); remove the logo or banner, keep or reorder gallery images',
      params: idParamsSchema,
      body: companyUpdateSchema,
      response: { 200: z.object({ data: companyRecord() }) },
    },
    handler: async (req) => {
      const actor = req.actor!;
      await updateCompany({
        db,
        actor,
        companyId: req.params.id,
        input: req.body,
        removeImages: (urls) => removeCompanyImages(storage, urls),
      });
      return { data: await getRow({ db, actor }, companyResource, req.params.id, noShape) };
    },
  });

  registerFileRoutes(
    app,
    { storage, config },
    {
      filePath: '/company-file/:id/file',
      tags: ['company-file'],
      what: 'a file of one of your companies',
      access: 'authenticated',
      lookup: (actor, id) => companyFileForDownload(db, actor, id),
    },
  );

  r.delete('/company-file/:id', {
    config: { access: { permission: 'company' } },
    schema: {
      tags: ['company-file'],
      summary:
        "Delete a file of the active company (its uploader with U, anyone with C on 'company') and its bytes",
      params: idParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      await deleteCompanyFile(db, storage, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/storage/company/:name', {
    config: { access: 'public' },
    schema: {
      tags: ['company'],
      summary: 'A company image: logo or gallery picture (256x256 PNG) or banner (1430x260 JPEG)',
      params: z.object({ name: z.string().regex(companyImageName, 'name: not a company image') }),
    },
    handler: async (req, reply) => {
      const png = req.params.name.endsWith('.png');
      // Public (an <img> sends no token) under a random name never reused: cached for good.
      return sendStoredFile(
        reply,
        storage,
        {
          fileKey: `${COMPANY_IMAGE_PREFIX}/${req.params.name}`,
          fileName: req.params.name,
          mimeType: png ? 'image/png' : 'image/jpeg',
          size: 0,
        },
        'public, max-age=31536000, immutable',
      );
    },
  });
}
