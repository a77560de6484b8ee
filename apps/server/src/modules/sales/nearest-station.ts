import { EARTH_RADIUS_KM } from '@ansim/domain';
import type { Station } from './detail-repo.ts';

/**
 * Straight-line distance understates the walk: streets, crossings and blocks add about 30% in Korean
 * residential areas (the 1.3 detour factor), and 67 m a minute (4 km/h) is the unhurried pace the walking
 * minutes of Korean listing sites are counted at. The same rule is written in the contract
 * (nearestStationSchema), so the page and the API never disagree.
 */
const DETOUR_FACTOR = 1.3;
const WALK_METRES_PER_MINUTE = 67;

/**
 * Beyond this, the nearest station is not one a tenant would walk to (about 40 minutes on foot), so a
 * listing without a station of its own shows none rather than '도보 180분'.
 */
export const NEAREST_STATION_MAX_M = 2000;

export interface NearStation {
  subwayNo: number;
  name: string;
  line: string;
  distanceM: number;
  walkMinutes: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres on earthdistance's sphere (radius 6,371 km), as the search measures. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Walking minutes for a straight-line distance; at least 1, so a station next door reads '도보 1분'. */
export const walkMinutes = (distanceM: number): number =>
  Math.max(1, Math.ceil((distanceM * DETOUR_FACTOR) / WALK_METRES_PER_MINUTE));

const near = (station: Station, distance: number): NearStation => {
  const distanceM = Math.round(distance);
  return {
    subwayNo: station.subwayNo,
    name: station.name,
    line: station.line,
    distanceM,
    walkMinutes: walkMinutes(distanceM),
  };
};

/**
 * The station of a listing: the one its broker chose (subwayNo) wherever it is, else the nearest within
 * NEAREST_STATION_MAX_M, else null. A linear scan: the ~800 stations of the served area take microseconds.
 */
export function createStationFinder(stations: readonly Station[]) {
  const byNo = new Map(stations.map((s) => [s.subwayNo, s]));
  return (listing: { lat: number; lng: number; subwayNo: number | null }): NearStation | null => {
    const chosen = listing.subwayNo === null ? undefined : byNo.get(listing.subwayNo);
    if (chosen) return near(chosen, distanceMetres(listing, chosen));
    let best: Station | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const station of stations) {
      const d = distanceMetres(listing, station);
      if (d < bestDistance) {
        bestDistance = d;
        best = station;
      }
    }
    return best && bestDistance <= NEAREST_STATION_MAX_M ? near(best, bestDistance) : null;
  };
}
