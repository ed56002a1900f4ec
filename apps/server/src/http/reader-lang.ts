import { readerLangs, type ReaderLang } from '@hiring/domain/jobs/public-job';

/**
 * The reader's language: `?lang=` when given, else the first of Accept-Language's languages (by
 * their q weights) that the product speaks, else Italian, the fallback (spec 1).
 */
export function readerLang(asked: ReaderLang | undefined, acceptLanguage: string | undefined): ReaderLang {
  if (asked) return asked;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        lang: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const known = ranked.find((entry) => (readerLangs as readonly string[]).includes(entry.lang));
  return (known?.lang as ReaderLang | undefined) ?? 'it';
}
