import { useEffect } from 'react';
import { isNativeApp, native } from '../../../shared/native/index.ts';
import { type StoredLocation, useServiceStore } from '../../../stores/service-store.ts';
import type { SafeNewArea } from '../api/get-home-listings.ts';

/** Half the side of the box "near me" covers: about 5 km each way in Seoul's latitudes. */
const NEAR_LAT = 0.045;
const NEAR_LNG = 0.057;

const isReading = (location: StoredLocation) => location.source === 'native' || location.source === 'browser';

export const nearBox = ({ lat, lng }: { lat: number; lng: number }): SafeNewArea => ({
  kind: 'near',
  southWestLat: lat - NEAR_LAT,
  southWestLng: lng - NEAR_LNG,
  northEastLat: lat + NEAR_LAT,
  northEastLng: lng + NEAR_LNG,
});

/** Whether the browser would give the position without asking; false where it cannot say. */
async function geolocationGranted(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.permissions?.query) return false;
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * Where the home looks for new safe listings: around the user when a position is known without asking,
 * else Seoul. The home never prompts: a prompt on load is a question without a reason, and browsers count it
 * against the site. A reading the gateway stored counts; without one, a browser whose permission is already
 * granted is asked quietly, and the row moves to the user's area when the answer comes.
 */
export function useSafeNewArea(): SafeNewArea {
  const location = useServiceStore((state) => state.location);
  const setLocation = useServiceStore((state) => state.setLocation);
  const known = isReading(location);

  useEffect(() => {
    // In the app the shell decides what asking means; the gateway asks there on start.
    if (known || isNativeApp()) return;
    let cancelled = false;
    void (async () => {
      if (!(await geolocationGranted()) || cancelled) return;
      const result = await native.getLocation();
      if (cancelled || !result.ok || result.value.source !== 'browser') return;
      const { lat, lng, code, source } = result.value;
      setLocation({ lat, lng, code, source });
    })();
    return () => {
      cancelled = true;
    };
  }, [known, setLocation]);

  return known ? nearBox(location) : { kind: 'seoul' };
}
