import type { Place } from '@hiring/domain';
import type { ReferenceCatalog } from './catalog.js';
import { matchTerm } from './text.js';

/** English names of Italian cities, for descriptions written in English. */
const englishNames: Readonly<Record<string, string>> = {
  Milan: 'Milano',
  Rome: 'Roma',
  Turin: 'Torino',
  Naples: 'Napoli',
  Florence: 'Firenze',
  Venice: 'Venezia',
  Genoa: 'Genova',
  Padua: 'Padova',
  Syracuse: 'Siracusa',
  Leghorn: 'Livorno',
  Mantua: 'Mantova',
};

/** Town names that are also common words ('fermo', 'massa', 'prato'): found only when capitalised. */
const commonWords = new Set([
  'Fermo',
  'Massa',
  'Prato',
  'Vittoria',
  'Lodi',
  'Latina',
  'Enna',
  'Gela',
  'Carpi',
  'Fano',
  'Aprilia',
  'Jesi',
  'Rho',
]);

/** The first reference location named in the text, as the pickers' place: { id, place_name, center: [lng, lat] }. */
export function findPlace(text: string, locations: ReferenceCatalog['locations']): Place | null {
  const byName = new Map(locations.map((l) => [l.name, l]));
  let best: { index: number; length: number; location: ReferenceCatalog['locations'][number] } | null = null;
  const consider = (written: string, name: string) => {
    const location = byName.get(name);
    if (!location) return;
    const match = matchTerm(text, written, commonWords.has(written));
    if (!match) return;
    // The earliest mention wins; at the same place the longer name ('Reggio Emilia' over 'Reggio').
    if (!best || match.index < best.index || (match.index === best.index && match[0].length > best.length)) {
      best = { index: match.index, length: match[0].length, location };
    }
  };
  for (const location of locations) consider(location.name, location.name);
  for (const [english, name] of Object.entries(englishNames)) consider(english, name);
  if (!best) return null;
  const { location } = best as { location: ReferenceCatalog['locations'][number] };
  return {
    id: location.id,
    place_name: `${location.name} (${location.province})`,
    center: [location.lng, location.lat],
  };
}
