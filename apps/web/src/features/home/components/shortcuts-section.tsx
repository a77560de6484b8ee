import {
  BUILDING_TYPE_LABELS,
  BUILDING_TYPES,
  type BuildingType,
  SALE_TYPE_LABELS,
  SALE_TYPES,
} from '@ansim/domain';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { newSearchState, searchListPath } from '../../../shared/sale/new-search.ts';
import { IconChevronRight, type IconProps } from '../../../shared/ui/icons.tsx';
import { IconApartment, IconMap, IconOfficetel, IconOneRoom, IconVilla } from './home-icons.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './home-sections.module.css';

const BUILDING_ICONS: Record<BuildingType, ComponentType<IconProps>> = {
  APARTMENT: IconApartment,
  VILLA: IconVilla,
  OFFICETELS: IconOfficetel,
  ONE_ROOM: IconOneRoom,
};

/** Apartments first: the type most people look for first. */
const BUILDING_ORDER: readonly BuildingType[] = [
  'APARTMENT',
  ...BUILDING_TYPES.filter((t) => t !== 'APARTMENT'),
];

/**
 * Ways in before typing anything: a building type or a deal type opens the whole list with that one filter
 * (a new search: the rest of the filter is the default), and the map opens on the whole service area.
 */
export function ShortcutsSection() {
  return (
    <HomeSection title={MSG.home.shortcutsTitle}>
      <div className={styles.shortcuts}>
        <ul className={styles.tiles} aria-label={MSG.home.buildingTypesLabel}>
          {BUILDING_ORDER.map((type) => {
            const Icon = BUILDING_ICONS[type];
            return (
              <li key={type}>
                <Link
                  to={searchListPath()}
                  state={newSearchState({ filter: { buildingTypes: [type] } })}
                  className={styles.tile}
                >
                  <span className={styles.tileIcon}>
                    <Icon size={26} />
                  </span>
                  {BUILDING_TYPE_LABELS[type]}
                </Link>
              </li>
            );
          })}
        </ul>
        <ul className={styles.deals} aria-label={MSG.home.dealTypesLabel}>
          {SALE_TYPES.map((type) => (
            <li key={type}>
              <Link
                to={searchListPath()}
                state={newSearchState({ filter: { types: [type] } })}
                className={styles.deal}
              >
                {SALE_TYPE_LABELS[type]}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={searchListPath({ view: 'map' })} state={newSearchState()} className={styles.mapEntry}>
          <span className={styles.mapIcon}>
            <IconMap size={24} />
          </span>
          <span className={styles.mapText}>
            <span className={styles.mapTitle}>{MSG.home.mapEntryTitle}</span>
            <span className={styles.mapLead}>{MSG.home.mapEntryLead}</span>
          </span>
          <IconChevronRight size={20} className={styles.mapArrow} />
        </Link>
      </div>
    </HomeSection>
  );
}
