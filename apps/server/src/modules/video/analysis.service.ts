import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  can,
  ErrorText,
  jobContentSchema,
  type AiData,
  type VideoAnalysisRequest,
  type VideoAnalysisResult,
} from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { VIDEO_ANALYSIS_PROMPT } from '../ai/default-prompts.js';
import { aiProvider } from '../ai/job-content-generator.js';
import { toLang, type Lang } from '../ai/offline/text.js';
import { chatCompletion, type ChatClientOptions } from '../ai/provider/chat-completions.js';
import { AiServiceError } from '../ai/provider/http-retry.js';
import { fillTemplate, loadPrompt } from '../ai/prompts.js';
import { applicationFiles } from '../board/application-files.service.js';
import { visibleApplication } from '../board/board-access.js';
import { refNames } from '../board/candidate.service.js';
import { configuredStorage, type FileStorage } from '../files/storage.js';
import { toAiData } from './ai-data.resources.js';
import { noteText, offlineResult, readAnalysisReply, type AnalysisNote } from './analysis-result.js';
import { configuredFfmpeg, FfmpegError, type FfmpegTools } from './ffmpeg.js';
import { sttProvider, transcribe, type SttClientOptions } from './transcription.js';
import { visibleVideo, type VisibleVideo } from './video-access.js';

export interface AnalysisDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Tests may pass their own (no backoff, another server, no ffmpeg). */
  chat?: ChatClientOptions | null;
  stt?: SttClientOptions | null;
  ffmpeg?: FfmpegTools;
  storage?: FileStorage;
}

/** The job a video is read against: its title and its requirements as lines, in the result's language. */
export interface JobRequirements {
  name: string;
  requirements: string[];
}

/** Staff of a company with the board key; candidates and the back office have no company analyses. */
function assertMayAnalyse(actor: Actor): number {
  if (actor.companyId === null || !can(actor, 'board')) throw forbidden(ErrorText.forbidden);
  return actor.companyId;
}

/**
 * The requirements of an application's job: the post's requirement lines, then its professional
 * skills (with the years asked) and languages (with the level), named in the given language.
 */
export async function jobRequirements(db: Database, jobId: number, lang: Lang): Promise<JobRequirements> {
  const [row] = await db
    .select({ name: t.job.name, content: t.job.content })
    .from(t.job)
    .where(eq(t.job.id, jobId));
  const parsed = jobContentSchema.safeParse(row?.content ?? {});
  const content = parsed.success ? parsed.data : {};
  const skills = content.professionalSkills ?? [];
  const languages = content.languages ?? [];
  const named = (r: Record<string, unknown>) => ({ name: String(lang === 'en' ? r.nameEn : r.name) });
  const [skillName, languageName, levelName] = await Promise.all([
    refNames(
      db,
      t.professionalSkill,
      skills.map((s) => s.skillId),
      named,
    ),
    // A language's own `name` is English; `nameIt` is Italian.
    refNames(
      db,
      t.language,
      languages.map((l) => l.languageId),
      (r) => ({ name: String(lang === 'en' ? r.name : r.nameIt) }),
    ),
    refNames(
      db,
      t.languageLevel,
      languages.map((l) => l.levelId),
      named,
    ),
  ]);
  const years = (n: number) => (lang === 'en' ? `${n}+ years` : `${n}+ anni`);
  const lines = [
    ...(content.requirements ?? []),
    ...skills.flatMap((s) => {
      const name = skillName.get(s.skillId)?.name;
      if (!name) return [];
      return [s.years > 0 ? `${name} (${years(s.years)})` : name];
    }),
    ...languages.flatMap((l) => {
      const name = languageName.get(l.languageId)?.name;
      return name ? [`${name} ${levelName.get(l.levelId)?.name ?? ''}`.trim()] : [];
    }),
  ];
  return { name: content.name ?? row?.name ?? '', requirements: [...new Set(lines)] };
}

/** The video, and the application when given: both visible to the caller, the video one of the application's. */
async function resolveTarget(
  db: Database,
  actor: Actor,
  request: VideoAnalysisRequest,
): Promise<{ video: VisibleVideo; jobId: number | null }> {
  if (request.applicationId === undefined) {
    return { video: await visibleVideo(db, actor, request.videoId), jobId: null };
  }
  const application = await visibleApplication(db, actor, request.applicationId);
  const files = await applicationFiles(db, application.id);
  if (!files.videos.some((v) => v.videoId === request.videoId)) {
    throw badRequest('The video is not one of the application’s videos');
  }
  return { video: await visibleVideo(db, actor, request.videoId), jobId: application.jobId };
}

const describeDuration = (seconds: number | null, lang: Lang) =>
  seconds === null ? (lang === 'en' ? 'unknown' : 'sconosciuta') : `${Math.round(seconds)} s`;

interface Outcome {
  provider: 'ai' | 'offline';
  model: string | null;
  result: VideoAnalysisResult;
}

/**
 * Listens to the video and reads it against the job: the sound extracted with ffmpeg, transcribed
 * by the speech-to-text server, then summarised by the chat model with the `video-analysis` prompt.
 * Whatever cannot be done (nothing configured, no ffmpeg, no sound, a failing service) gives the
 * offline result with a note saying why; never an error.
 */
async function analyse(
  deps: AnalysisDeps,
  input: {
    video: VisibleVideo;
    job: JobRequirements | null;
    lang: Lang;
    formLanguage: string | null;
  },
): Promise<Outcome> {
  const { video, job, lang, formLanguage } = input;
  const chat = deps.chat === undefined ? aiProvider(deps.config) : deps.chat;
  const stt = deps.stt === undefined ? sttProvider(deps.config) : deps.stt;
  const ffmpeg = deps.ffmpeg ?? configuredFfmpeg(deps.config);
  const storage = deps.storage ?? configuredStorage(deps.config);
  let durationSeconds = video.durationMs === null ? null : video.durationMs / 1000;
  const offline = (...notes: AnalysisNote[]): Outcome => ({
    provider: 'offline',
    model: null,
    result: offlineResult({ durationSeconds, formLanguage }, notes, lang),
  });

  const hasEncoder = await ffmpeg.available();
  if (!stt || !chat || !hasEncoder) {
    // Facts only; the duration from ffprobe when the encoder has not recorded it yet.
    if (durationSeconds === null && hasEncoder) {
      durationSeconds = await probeDuration(deps, ffmpeg, storage, video).catch(() => null);
    }
    if (!stt) return offline('noTranscription');
    if (!chat) return offline('noSummaryModel');
    return offline('noEncoder');
  }

  const source = await storage.localPath(video.fileKey);
  const dir = await mkdtemp(join(tmpdir(), 'video-analysis-'));
  try {
    const probe = await ffmpeg.probe(source.path);
    durationSeconds ??= probe.durationMs === null ? null : probe.durationMs / 1000;
    const audioPath = join(dir, 'audio.mp3');
    if (!probe.hasAudio || !(await ffmpeg.extractAudio(source.path, audioPath))) return offline('noAudio');
    const heard = await transcribe(stt, { path: audioPath, fileName: 'audio.mp3', mimeType: 'audio/mpeg' });
    if (!heard.text) return offline('noSpeech');

    const requirements = job?.requirements ?? [];
    const prompt = await loadPrompt(deps.db, VIDEO_ANALYSIS_PROMPT, lang);
    const values = {
      lang,
      job: job?.name || '—',
      requirements: requirements.length ? requirements.map((r) => `- ${r}`).join('\n') : '—',
      duration: describeDuration(durationSeconds, lang),
      formLanguage: formLanguage ?? '—',
      transcript: heard.text,
    };
    const reply = await chatCompletion(chat, {
      temperature: prompt.temperature,
      model: prompt.model,
      maxTokens: prompt.maxTokens,
      messages: [
        { role: 'system', content: fillTemplate(prompt.system, values) },
        { role: 'user', content: fillTemplate(prompt.template, values) },
      ],
    });
    const read = readAnalysisReply(reply.json, requirements);
    if (!read) throw new AiServiceError('malformed', 'the reply has no summary');
    return {
      provider: 'ai',
      model: reply.model,
      result: {
        durationSeconds,
        formLanguage,
        spokenLanguage: heard.language,
        transcript: heard.text,
        ...read,
        notes: requirements.length === 0 ? [noteText('noRequirements', lang)] : [],
      },
    };
  } catch (error) {
    if (!(error instanceof AiServiceError) && !(error instanceof FfmpegError)) throw error;
    const detail =
      error instanceof AiServiceError
        ? { reason: error.reason, detail: error.detail }
        : { detail: error.message };
    deps.log.warn({ videoId: video.id, ...detail }, 'Video analysis fell back to the offline result');
    return offline('serviceFailed');
  } finally {
    await rm(dir, { recursive: true, force: true });
    await source.release();
  }
}

async function probeDuration(
  deps: AnalysisDeps,
  ffmpeg: FfmpegTools,
  storage: FileStorage,
  video: VisibleVideo,
): Promise<number | null> {
  const source = await storage.localPath(video.fileKey);
  try {
    const probe = await ffmpeg.probe(source.path);
    return probe.durationMs === null ? null : probe.durationMs / 1000;
  } catch (error) {
    deps.log.warn({ videoId: video.id, detail: (error as Error).message }, 'Video analysis: no duration');
    return null;
  } finally {
    await source.release();
  }
}

/**
 * `POST /analysis/video`: analyses a video the caller may see (about an application they reach when
 * given) and keeps the result for the caller's active company (`ai_data`). Written in the language
 * asked, else the caller's.
 */
export async function analyseVideo(
  deps: AnalysisDeps,
  actor: Actor,
  request: VideoAnalysisRequest,
): Promise<AiData> {
  const companyId = assertMayAnalyse(actor);
  const { db } = deps;
  const { video, jobId } = await resolveTarget(db, actor, request);
  const people = await db
    .select({ id: t.user.id, lang: t.user.lang })
    .from(t.user)
    .where(inArray(t.user.id, [actor.userId, video.userId]));
  const caller = people.find((p) => p.id === actor.userId);
  const candidate = people.find((p) => p.id === video.userId);
  const lang = request.lang ?? toLang(caller?.lang);
  const job = jobId === null ? null : await jobRequirements(db, jobId, lang);
  const outcome = await analyse(deps, { video, job, lang, formLanguage: candidate?.lang ?? null });
  const [row] = await db
    .insert(t.aiData)
    .values({
      companyId,
      kind: 'video-analysis',
      videoId: video.id,
      applicationId: request.applicationId ?? null,
      provider: outcome.provider,
      model: outcome.model,
      lang,
      result: outcome.result,
      createdByUserId: actor.impersonatorUserId ?? actor.userId,
    })
    .returning();
  return toAiData(row!);
}
