import type { NearbyStation } from '@ansim/domain/contract';
import { useEffect } from 'react';
import { useNearbySubway } from '../api/location-data.ts';
import { SALE_FORM_MSG } from '../messages.ts';
import styles from './location-subway-list.module.css';
import { stepFormStyles } from './step-fields.tsx';

const M = SALE_FORM_MSG.location;

/**
 * The stations near the chosen address (POST /common/search/nearby/subway) as one radio group, nearest
 * first with the walk; '선택 안 함' keeps the listing without a station. A new address picks its nearest
 * station (`pickNearest`), which the broker can change.
 */
export function LocationSubwayList({
  point,
  value,
  onChange,
  pickNearest,
}: {
  point: { lat: number; lng: number } | null;
  value: number | null;
  onChange: (subwayNo: number | null) => void;
  pickNearest: boolean;
}) {
  const stations = useNearbySubway(point);
  const list: NearbyStation[] = stations.data ?? [];
  const nearest = list[0]?.subwayNo ?? null;

  useEffect(() => {
    if (pickNearest && nearest !== null) onChange(nearest);
  }, [pickNearest, nearest, onChange]);

  if (point === null) return null;
  return (
    <fieldset className={stepFormStyles.choice}>
      <legend className={stepFormStyles.choiceLabel}>{M.subwayLegend}</legend>
      <p className={stepFormStyles.hint}>{M.subwayHint}</p>
      {stations.isPending ? (
        <p className={styles.status} role="status">
          {M.subwayLoading}
        </p>
      ) : stations.isError ? (
        <p className={styles.status} role="alert">
          {M.subwayFailed}
        </p>
      ) : (
        <div className={styles.list}>
          {list.length === 0 && <p className={styles.status}>{M.subwayEmpty}</p>}
          {list.map((station) => (
            <label key={station.subwayNo} className={styles.row}>
              <input
                type="radio"
                name="subwayNo"
                className={styles.radio}
                checked={value === station.subwayNo}
                onChange={() => onChange(station.subwayNo)}
              />
              <span className={styles.name}>
                {station.name}
                <span className={styles.line}>{station.line}</span>
              </span>
              <span className={styles.walk}>{M.walk(station.walkMinutes, station.distance)}</span>
            </label>
          ))}
          <label className={styles.row}>
            <input
              type="radio"
              name="subwayNo"
              className={styles.radio}
              checked={value === null || !list.some((station) => station.subwayNo === value)}
              onChange={() => onChange(null)}
            />
            <span className={styles.name}>{M.subwayNone}</span>
          </label>
        </div>
      )}
    </fieldset>
  );
}
