import type { Lang } from './offline/text.js';

/** The key of the prompt that drafts a job post from a description. */
export const JOB_GENERATE_PROMPT = 'job-generate';

export interface PromptTemplate {
  system: string;
  /** The user message: `{description}` and `{lang}` are filled in. */
  template: string;
  temperature: number;
}

const replyShape = `{
  "name": string (the job title, at most 80 characters),
  "summary": string (two or three sentences),
  "description": string (the full job post text),
  "responsibilities": string[],
  "requirements": string[],
  "benefits": string[],
  "contractType": "permanent" | "fixed-term" | "apprenticeship" | "internship" | "freelance" | "temporary" | null,
  "workMode": "onsite" | "hybrid" | "remote" | null,
  "salaryMin": number | null (gross yearly euros),
  "salaryMax": number | null (gross yearly euros),
  "city": string | null (the Italian municipality of the workplace),
  "workArea": string | null,
  "seniority": "intern" | "junior" | "mid" | "senior" | "lead" | "executive" | null,
  "skills": [{ "name": string (a professional skill, e.g. "TypeScript"), "years": number }],
  "languages": [{ "name": string (e.g. "English"), "level": "A1" | "A2" | "B1" | "B2" | "C1" | "C2" | "Native" }]
}`;

/** The key of the prompt that reads a candidate's video transcript against a job's requirements. */
export const VIDEO_ANALYSIS_PROMPT = 'video-analysis';

const videoReplyShape = `{
  "summary": string (three to five sentences),
  "strengths": string[],
  "concerns": string[],
  "requirements": [{ "requirement": string (copied exactly from the list), "result": "met" | "partial" | "missing" | "unknown", "evidence": string }]
}`;

/** Reading a video's transcript against the job's requirements (modules/video/analysis.service.ts). */
const videoAnalysisPrompts: Record<Lang, PromptTemplate> = {
  it: {
    system: `Sei un esperto di selezione del personale. Ricevi la trascrizione di un video inviato da un candidato e i requisiti della posizione. Valuta solo ciò che il candidato dice nella trascrizione: non inventare fatti, non giudicare aspetto, età, genere, origine, accento o altre caratteristiche personali. Rispondi SOLO con un oggetto JSON di questa forma, senza altro testo:
${videoReplyShape}
Per ogni requisito dell'elenco restituisci una voce: "met" se la trascrizione lo dimostra, "partial" se in parte, "missing" se il candidato dice di non averlo, "unknown" se il video non ne parla; in "evidence" cita o riassumi le parole del candidato (vuoto se "unknown"). Scrivi tutti i testi in italiano.`,
    template: `Lingua della risposta: {lang}.
Posizione: {job}
Requisiti della posizione:
{requirements}

Durata del video: {duration}. Lingua del modulo del candidato: {formLanguage}.
Trascrizione del video:
"""
{transcript}
"""`,
    temperature: 0.2,
  },
  en: {
    system: `You are an expert recruiter. You receive the transcript of a video a candidate sent and the requirements of the position. Judge only what the candidate says in the transcript: never invent facts, never judge looks, age, gender, origin, accent or other personal traits. Answer ONLY with a JSON object of this shape, with no other text:
${videoReplyShape}
Give one entry for each requirement of the list: "met" when the transcript shows it, "partial" when partly, "missing" when the candidate says they lack it, "unknown" when the video does not speak to it; in "evidence" quote or summarise the candidate's words (empty when "unknown"). Write every text in English.`,
    template: `Language of the answer: {lang}.
Position: {job}
Requirements of the position:
{requirements}

Video duration: {duration}. Language of the candidate's form: {formLanguage}.
Transcript of the video:
"""
{transcript}
"""`,
    temperature: 0.2,
  },
};

/** The prompts shipped with the product; the seed writes them to `ai_prompt`, the admin may edit them there. */
export const defaultPrompts: Record<string, Record<Lang, PromptTemplate>> = {
  [JOB_GENERATE_PROMPT]: {
    it: {
      system: `Sei un esperto di selezione del personale in Italia. Scrivi annunci di lavoro chiari, inclusivi e conformi alla normativa italiana (niente discriminazioni di età, genere, origine). Rispondi SOLO con un oggetto JSON di questa forma, senza altro testo:
${replyShape}
Scrivi tutti i testi in italiano. Usa null o [] per ciò che la descrizione non dice e non puoi dedurre con ragionevole certezza. Non inventare la retribuzione.`,
      template: `Lingua dell'annuncio: {lang}.
Descrizione della posizione fornita dal selezionatore:
"""
{description}
"""`,
      temperature: 0.4,
    },
    en: {
      system: `You are an expert recruiter in Italy. Write clear, inclusive job posts that comply with Italian law (no discrimination by age, gender or origin). Answer ONLY with a JSON object of this shape, with no other text:
${replyShape}
Write every text in English. Use null or [] for what the description does not say and you cannot infer with reasonable certainty. Never invent the salary.`,
      template: `Language of the post: {lang}.
The recruiter's description of the position:
"""
{description}
"""`,
      temperature: 0.4,
    },
  },
  [VIDEO_ANALYSIS_PROMPT]: videoAnalysisPrompts,
};
