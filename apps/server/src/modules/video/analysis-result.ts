import { emptyVideoAnalysisResult, type VideoAnalysisResult } from '@hiring/domain';
import type { Lang } from '../ai/offline/text.js';

/** Why an analysis says less than it could; each has a plain sentence in both languages. */
export type AnalysisNote =
  | 'noTranscription'
  | 'noSummaryModel'
  | 'noEncoder'
  | 'noAudio'
  | 'noSpeech'
  | 'serviceFailed'
  | 'noRequirements'
  | 'noDuration';

const noteTexts: Record<AnalysisNote, Record<Lang, string>> = {
  noTranscription: {
    it: 'Nessun servizio di trascrizione configurato: il video non è stato ascoltato, quindi non ci sono trascrizione né riepilogo.',
    en: 'No speech-to-text service is configured: the video was not listened to, so there is no transcript and no summary.',
  },
  noSummaryModel: {
    it: 'Nessun modello di intelligenza artificiale configurato per il riepilogo: il video non è stato analizzato.',
    en: 'No AI model is configured for the summary: the video was not analysed.',
  },
  noEncoder: {
    it: "Il server non ha ffmpeg: l'audio del video non può essere estratto per la trascrizione.",
    en: "This server has no ffmpeg: the video's sound cannot be extracted for transcription.",
  },
  noAudio: {
    it: 'Il video non ha audio: non c’è nulla da trascrivere.',
    en: 'The video has no sound: there is nothing to transcribe.',
  },
  noSpeech: {
    it: 'Nel video non è stato riconosciuto alcun parlato.',
    en: 'No speech was recognised in the video.',
  },
  serviceFailed: {
    it: 'Il servizio di analisi non ha risposto: sono riportati solo i dati del video. Si può riprovare più tardi.',
    en: 'The analysis service did not answer: only the facts of the video are reported. Try again later.',
  },
  noRequirements: {
    it: 'Nessun requisito con cui confrontare il video: l’analisi non riguarda una candidatura o l’annuncio non ne elenca.',
    en: 'No requirements to compare the video with: the analysis is not about an application, or the job lists none.',
  },
  noDuration: {
    it: 'La durata del video non è nota.',
    en: 'The duration of the video is not known.',
  },
};

export const noteText = (note: AnalysisNote, lang: Lang): string => noteTexts[note][lang];

/** What the server knows without listening: the duration and the form's language; nothing invented. */
export function offlineResult(
  facts: { durationSeconds: number | null; formLanguage: string | null },
  notes: readonly AnalysisNote[],
  lang: Lang,
): VideoAnalysisResult {
  const all = facts.durationSeconds === null ? [...notes, 'noDuration' as const] : notes;
  return {
    ...emptyVideoAnalysisResult,
    durationSeconds: facts.durationSeconds,
    formLanguage: facts.formLanguage,
    notes: [...new Set(all)].map((n) => noteText(n, lang)),
  };
}

const MAX_ITEMS = 20;
const MAX_TEXT = 2_000;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '');

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.map(text).filter(Boolean))].slice(0, MAX_ITEMS) : [];

const results = new Set(['met', 'partial', 'missing', 'unknown']);
const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The model's JSON reply read leniently: a summary is required (else null: the caller treats the
 * reply as a failure); lists of the wrong type are empty. The findings are exactly the job's
 * requirements, in their order: the model's verdict where it gave one for that requirement, else
 * `unknown` with no evidence; requirements the model made up are dropped.
 */
export function readAnalysisReply(
  json: Record<string, unknown>,
  requirements: readonly string[],
): Pick<VideoAnalysisResult, 'summary' | 'strengths' | 'concerns' | 'requirements'> | null {
  const summary = text(json.summary);
  if (!summary) return null;
  const given = new Map<string, { result: string; evidence: string }>();
  if (Array.isArray(json.requirements)) {
    for (const item of json.requirements as unknown[]) {
      if (!item || typeof item !== 'object') continue;
      const finding = item as Record<string, unknown>;
      const name = key(text(finding.requirement));
      if (!name || given.has(name)) continue;
      const result = typeof finding.result === 'string' ? finding.result.trim().toLowerCase() : '';
      given.set(name, {
        result: results.has(result) ? result : 'unknown',
        evidence: text(finding.evidence),
      });
    }
  }
  return {
    summary,
    strengths: texts(json.strengths),
    concerns: texts(json.concerns),
    requirements: requirements.map((requirement) => {
      const found = given.get(key(requirement));
      const result = (found?.result ?? 'unknown') as VideoAnalysisResult['requirements'][number]['result'];
      return { requirement, result, evidence: result === 'unknown' ? '' : (found?.evidence ?? '') };
    }),
  };
}
