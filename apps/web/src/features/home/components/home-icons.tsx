import { type IconProps, Svg } from '../../../shared/ui/icons.tsx';

/*
 * The home's shortcut pictures, on the shared 24 px outline grid. They stay here: nothing else draws
 * building types or the map entry.
 */

export const IconApartment = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="3.5" width="9" height="17" rx="1" />
    <path d="M14 9.5h4a1 1 0 0 1 1 1v10" />
    <path d="M3.5 20.5h17M8 7h3M8 10.5h3M8 14h3M16.5 13h.01M16.5 16.5h.01" />
  </Svg>
);

export const IconVilla = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 10.5 12 5l8.5 5.5" />
    <path d="M5.5 9.5v11h13v-11" />
    <path d="M9 13.5h2M13 13.5h2M10.5 20.5v-3.5h3v3.5" />
  </Svg>
);

export const IconOfficetel = (props: IconProps) => (
  <Svg {...props}>
    <rect x="6" y="2.5" width="12" height="18" rx="1.2" />
    <path d="M3.5 20.5h17M9 6.5h6M9 10h6M9 13.5h6M10.5 20.5v-3h3v3" />
  </Svg>
);

/** A bed: one room to live and sleep in. */
export const IconOneRoom = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 6.5v13M3.5 16h17v3.5M20.5 16v-3a2.5 2.5 0 0 0-2.5-2.5h-7V16" />
    <circle cx="7.3" cy="12.3" r="1.8" />
  </Svg>
);

export const IconMap = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 4.5 3.5 6.5v13L9 17.5l6 2 5.5-2v-13L15 6.5l-6-2Z" />
    <path d="M9 4.5v13M15 6.5v13" />
  </Svg>
);
