import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

/*
 * MapLibre's worker as a file of our own build (the CSP allows no blob: workers). Imported for its effect by
 * every module that makes a map, before it does; setting it twice is harmless.
 */
setWorkerUrl(workerUrl);
