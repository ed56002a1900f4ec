/** A template's data typed as JSON: an object of strings and numbers, or why not. */
export function parseTemplateData(
  text: string,
): { ok: true; data: Record<string, string | number> } | { ok: false } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false };
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) {
    return { ok: false };
  }
  return { ok: true, data: Object.fromEntries(entries) as Record<string, string | number> };
}

/** A plausible value for a template's data key, so a preview works at once. */
export function sampleValue(key: string): string {
  if (key === 'link') return `${window.location.origin}/`;
  if (/email/i.test(key)) return 'mario.rossi@esempio.it';
  if (/minutes/i.test(key)) return '15';
  if (key === 'days') return '7';
  if (key === 'code') return '123456';
  if (/name$/i.test(key)) return 'Mario Rossi';
  if (key === 'firstname') return 'Mario';
  if (key === 'version') return '2026-11';
  if (key === 'effectiveOn') return '01/12/2026';
  return key;
}
