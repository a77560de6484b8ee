import type { SaleDetail } from '@ansim/domain/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { stationLabel } from '../../../shared/map/subway-lines.ts';
import { IconMapPin } from '../../../shared/ui/icons.tsx';
import { DETAIL } from '../messages.ts';
import styles from './detail.module.css';
import { DetailSection } from './detail-section.tsx';
import locationStyles from './location-section.module.css';

// MapLibre is the largest library of the app: it loads only when the map comes near the screen.
const LocationMap = lazy(() => import('./location-map.tsx').then((m) => ({ default: m.LocationMap })));

/** True once the element has come within `margin` of the viewport (at once where that cannot be told). */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return { ref, near };
}

/** 위치: the address, the nearest station and the walk to it, and the map (loaded when scrolled near). */
export function LocationSection({ detail }: { detail: SaleDetail }) {
  const { ref, near } = useNearViewport('400px');
  const station = detail.station;
  return (
    <DetailSection title={DETAIL.location.title}>
      <p className={locationStyles.address}>
        <IconMapPin size={18} />
        {detail.saleAddr}
      </p>
      {station ? (
        <p className={locationStyles.station}>
          <span className={locationStyles.stationName}>
            {DETAIL.location.station(stationLabel(station.name), station.line)}
          </span>
          <span>{DETAIL.location.walk(station.walkMinutes, DETAIL.location.meters(station.distanceM))}</span>
        </p>
      ) : (
        <p className={styles.muted}>{DETAIL.location.noStation}</p>
      )}
      {/* The box keeps its size while the map loads, so nothing below it moves. */}
      <div ref={ref} className={locationStyles.mapBox}>
        {near ? (
          <Suspense fallback={<p className={locationStyles.mapLoading}>{DETAIL.location.mapLoading}</p>}>
            <LocationMap lat={detail.lat} lng={detail.lng} address={detail.saleAddr} station={station} />
          </Suspense>
        ) : (
          <p className={locationStyles.mapLoading}>{DETAIL.location.mapLoading}</p>
        )}
      </div>
      {station && <p className={styles.muted}>{DETAIL.location.walkNote}</p>}
    </DetailSection>
  );
}
