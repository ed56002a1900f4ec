import type { Place } from '@hiring/domain';

/** A reference location (GET /location). */
export interface LocationItem {
  id: number;
  name: string;
  province?: string | null;
  lat: number;
  lng: number;
}

/** A reference location as the place the job content stores: name with province, center [lng, lat]. */
export function locationToPlace(location: LocationItem): Place {
  const province = location.province ? ` (${location.province})` : '';
  return { id: location.id, place_name: `${location.name}${province}`, center: [location.lng, location.lat] };
}
