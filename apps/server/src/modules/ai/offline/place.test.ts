import { describe, expect, it } from 'vitest';
import { shippedCatalog } from './catalog.fixture.js';
import { findPlace } from './place.js';

const place = (text: string) => findPlace(text, shippedCatalog.locations);

describe('findPlace', () => {
  it('finds the first reference town with its coordinates as [lng, lat]', () => {
    expect(place('Sede di lavoro: Milano, trasferte a Roma')).toEqual({
      id: 13,
      place_name: 'Milano (MI)',
      center: [9.19, 45.4642],
    });
    expect(place('Based in Turin')?.place_name).toBe('Torino (TO)');
    expect(place('a reggio emilia')?.place_name).toMatch(/^Reggio Emilia/);
  });

  it('needs a capital letter for towns that are also common words', () => {
    expect(place('fermo restando la massa di lavoro')).toBeNull();
    expect(place('Sede a Prato')?.place_name).toMatch(/^Prato/);
  });
});
