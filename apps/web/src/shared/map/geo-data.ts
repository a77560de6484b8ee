import { useQuery } from '@tanstack/react-query';

/*
 * The offline geography that ships with the app (public/geo): the 시군구 boundaries the base map fills as
 * land, and the 동 names that orient a user at street zoom. Each is fetched once and kept for the session.
 */

const GEO_URL = `${import.meta.env.BASE_URL}geo/sigungu-boundaries-2018.geojson`;
const DONG_URL = `${import.meta.env.BASE_URL}geo/dong-labels.json`;

export interface SigunguCollection {
  type: 'FeatureCollection';
  features: {
    properties: { name: string; sido: string; code: string };
    geometry: { type: string; coordinates: unknown };
  }[];
}

/** A 법정동 (or 리) name at its centroid, as public/geo/dong-labels.json lists them. */
export interface DongLabel {
  name: string;
  lng: number;
  lat: number;
}

/** The file's shape: compact rows, [name, lng, lat], so that 2,900 places stay a small download. */
export interface DongLabelFile {
  source: string;
  places: [string, number, number][];
}

export const dongLabelsFromFile = (file: DongLabelFile): DongLabel[] =>
  file.places.map(([name, lng, lat]) => ({ name, lng, lat }));

const fetchJson = async <T>(url: string, signal: AbortSignal): Promise<T> => {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
};

/** The 시군구 boundaries: the base style's `regions` source takes them as its data. */
export const useSigunguBoundaries = () =>
  useQuery({
    queryKey: ['geo', 'sigungu'],
    queryFn: ({ signal }) => fetchJson<SigunguCollection>(GEO_URL, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Every 동 and 리 name at its centroid (30 KB compressed), fetched the first time a map comes close enough
 * to show them, so that a map that stays zoomed out never loads it.
 */
export const useDongLabels = (enabled: boolean) =>
  useQuery({
    queryKey: ['geo', 'dongLabels'],
    queryFn: async ({ signal }) => dongLabelsFromFile(await fetchJson<DongLabelFile>(DONG_URL, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
