import { headingLine, roleFromIntro } from './title.js';
import { lines, sentences, squash } from './text.js';

export interface Sections {
  /** Sentences that present the role or the company: the summary is made of them. */
  intro: string[];
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
}

type Kind = Exclude<keyof Sections, 'intro'>;

/** Headings that open a list ('Requisiti:', 'What we offer'). */
const headings: ReadonlyArray<[Kind, RegExp]> = [
  [
    'responsibilities',
    /^(?:responsabilità|mansioni|attività|compiti|di cosa ti occuperai|cosa farai|ti occuperai|il ruolo|responsibilities|duties|what you(?:'ll| will) do|your role|the role)(?![\p{L}\p{N}])/iu,
  ],
  [
    'requirements',
    /^(?:requisiti|competenze(?: richieste)?|cosa cerchiamo|chi cerchiamo|profilo(?: ricercato)?|requirements|qualifications|skills|what we(?:'re| are) looking for|about you|you have)(?![\p{L}\p{N}])/iu,
  ],
  [
    'benefits',
    /^(?:offriamo|cosa offriamo|benefit|benefits|vantaggi|perks|we offer|what we offer)(?![\p{L}\p{N}])/iu,
  ],
];

/** Words that tell a sentence's kind when it stands under no heading; checked in this order. */
const cues: ReadonlyArray<[Kind, RegExp]> = [
  [
    'benefits',
    /offriamo|we offer|benefit|buoni pasto|ticket restaurant|welfare|assicurazion|insurance|\bbonus|flessibilit|flexib|\bferie\b|vacation|holiday|auto aziendale|company car|stock option|equity|\bmensa\b|\bral\b|retribuzion|stipendio|salary|compenso|€/iu,
  ],
  [
    'requirements',
    /richiest|requisit|esperienz|experience|conoscenz|knowledge|\blaurea|\bdiploma|degree|certificazion|certif|\bcapacità|\bability|\babilità|\bskill|competenz|padronanza|familiarità|familiar|proficien|\bmust\b|should have|you have|possied|in possesso|\bpatente|driving licen|madrelingua|fluent|fluente|\binglese\b|\benglish\b|\b[abc][12]\b/iu,
  ],
  [
    'responsibilities',
    /ti occuperai|sarai responsabile|si occuperà|\bdovrai\b|\b(?:gestire|sviluppare|progettare|coordinare|collaborare|supportare|curare|curerai|seguirai|seguire|analizzare|redigere|realizzare|garantire|assicurare|partecipare|monitorare|pianificare|gestirai|svilupperai|progetterai)\b|you will|you'll|responsible for|\b(?:manage|develop|design|build|maintain|support|collaborate|lead|own|drive|create|write)\b/iu,
  ],
];

/**
 * The kind a heading line opens and the items on the same line; `opens` is false for a sentence
 * that starts with a heading word ('Ti occuperai di ...', 'Offriamo buoni pasto e welfare').
 */
function heading(line: string): { kind: Kind; items: string[]; opens: boolean } | null {
  for (const [kind, pattern] of headings) {
    const match = pattern.exec(line);
    if (!match) continue;
    const after = line.slice(match[0].length);
    const colon = after.indexOf(':');
    // 'Requisiti: a, b' or a short line 'Benefits' — not a sentence that merely starts with the word.
    if (colon >= 0 && colon <= 25) return { kind, items: items(after.slice(colon + 1)), opens: true };
    if (line.split(' ').length <= 4) return { kind, items: [], opens: true };
    // An offer lists its items after the verb; other sentences stay whole.
    return { kind, items: kind === 'benefits' ? items(after) : sentences(line), opens: false };
  }
  return null;
}

/** Items of an inline list ('TypeScript, React e Node.js'): split at commas and semicolons. */
function items(text: string): string[] {
  return text
    .split(/[;,](?!\d)/u)
    .map((s) => squash(s).replace(/[.]+$/, ''))
    .filter((s) => s.length > 1);
}

function capitalizeItem(text: string): string {
  return text.charAt(0).toLocaleUpperCase('it') + text.slice(1);
}

/**
 * Sorts the description into intro, responsibilities, requirements and benefits: lines under a
 * heading belong to it; other sentences go by their words; the sentence naming the role, and
 * anything without a cue, is intro.
 */
export function splitSections(text: string): Sections {
  const result: Sections = { intro: [], responsibilities: [], requirements: [], benefits: [] };
  const all = lines(text);
  // The heading line the title comes from is no content.
  const skip = headingLine(all) ? 1 : 0;
  let current: Kind | null = null;
  all.forEach((line, i) => {
    if (i < skip) return;
    const head = heading(line);
    if (head) {
      if (head.opens) current = head.kind;
      result[head.kind].push(...head.items.map(capitalizeItem));
      return;
    }
    for (const sentence of sentences(line)) {
      if (current) {
        result[current].push(capitalizeItem(sentence));
        continue;
      }
      const kind = roleFromIntro(sentence) ? null : (cues.find(([, cue]) => cue.test(sentence))?.[0] ?? null);
      if (kind === 'benefits') result.benefits.push(...items(sentence).map(capitalizeItem));
      else (kind ? result[kind] : result.intro).push(sentence);
    }
  });
  return result;
}
