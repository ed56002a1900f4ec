import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VideoStatusId,
  videoAiSchema,
  videoStatuses,
  videoUrlSchema,
  type VideoAi,
  type VideoUrl,
} from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { videoEncoded } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { aiProvider } from '../ai/job-content-generator.js';
import { sendStoredFile } from '../files/download.js';
import { configuredStorage } from '../files/storage.js';
import { recordProfileRead } from '../privacy/profile-read-audit.js';
import { configuredFfmpeg } from './ffmpeg.js';
import { visibleVideo } from './video-access.js';

export interface VideoRouteDeps {
  db: Database;
  config: Config;
}

const tags = ['video'];
const statusKey = (id: number) => videoStatuses.find((s) => s.id === id)?.key ?? 'uploaded';

/** The encoder's outputs of a video, by kind. */
async function outputsOf(db: Database, videoId: number) {
  const rows = await db.select().from(videoEncoded).where(eq(videoEncoded.videoId, videoId));
  return { web: rows.find((r) => r.kind === 'web'), thumb: rows.find((r) => r.kind === 'thumb') };
}

/** What the video features can do here: ffmpeg found, speech-to-text and a chat model configured. */
export async function videoAi(config: Config): Promise<VideoAi> {
  const encoder = await configuredFfmpeg(config).available();
  const transcription = config.stt !== null;
  const summary = aiProvider(config) !== null;
  return { encoder, transcription, summary, provider: transcription && summary ? 'ai' : 'offline' };
}

/**
 * The video calls of spec 7: `GET /video/{id}/url`, `/video/{id}/thumb`, `GET /video/ai`
 * (docs/video.md); the generic `video`, `video-encoding` and `video-encoded` reads are
 * video.resources.ts. Every call sees only the videos of video-access.ts (404 for the others).
 */
export function registerVideoRoutes(app: FastifyInstance, deps: VideoRouteDeps): void {
  const { db, config } = deps;
  const storage = configuredStorage(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/video/ai', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'What the video features can do on this server (encoder, transcription, summary)',
      operationId: 'getVideoAi',
      response: { 200: z.object({ data: videoAiSchema }) },
    },
    handler: async () => ({ data: await videoAi(config) }),
  });

  r.get('/video/:id/url', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'Short-lived addresses to play a video: its web encoding once encoded, else the original; and its thumbnail',
      operationId: 'getVideoUrl',
      params: idParamsSchema,
      response: { 200: z.object({ data: videoUrlSchema }) },
    },
    handler: async (req, reply) => {
      const row = await visibleVideo(db, req.actor, req.params.id);
      await recordProfileRead(db, req.actor!, { subject: row.userId, via: 'video-url', requestId: req.id });
      const { web, thumb } = await outputsOf(db, row.id);
      const encoded = row.videoStatusId === VideoStatusId.encoded && web !== undefined;
      const file = encoded ? web : row;
      const expiresInSeconds = config.storage.urlTtlSeconds;
      const expiresAt = new Date((Math.floor(Date.now() / 1000) + expiresInSeconds) * 1000);
      const sign = (f: { fileKey: string; fileName: string; mimeType: string }) =>
        storage.signedUrl(f.fileKey, {
          expiresInSeconds,
          fileName: f.fileName,
          mimeType: f.mimeType,
          disposition: 'inline',
        });
      const data: VideoUrl = {
        url: await sign(file),
        mimeType: file.mimeType,
        thumbUrl: thumb ? await sign(thumb) : null,
        expiresAt: expiresAt.toISOString(),
        status: statusKey(row.videoStatusId),
        encoded,
        durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
      };
      // The addresses expire: no cache may keep them longer.
      reply.header('cache-control', 'private, no-store');
      return { data };
    },
  });

  r.get('/video/:id/thumb', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The thumbnail of a video (JPEG); 404 while there is none',
      operationId: 'getVideoThumb',
      params: idParamsSchema,
    },
    handler: async (req, reply) => {
      const row = await visibleVideo(db, req.actor, req.params.id);
      const [thumb] = await db
        .select()
        .from(videoEncoded)
        .where(and(eq(videoEncoded.videoId, row.id), eq(videoEncoded.kind, 'thumb')));
      if (!thumb) throw notFound(`video ${row.id} has no thumbnail yet`);
      return sendStoredFile(reply, storage, thumb);
    },
  });
}
