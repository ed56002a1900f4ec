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
};
