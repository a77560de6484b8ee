import type { ReactNode } from 'react';
import { Svg } from './icons.tsx';

/*
 * Outline icons of the room options, on the app's 24 px grid (icons.tsx draws them). Each is decorative: the
 * option's name is written beside it. Shared, since the listing detail shows them and the registration form
 * offers them.
 */

/** The option groups of the listing form, lower-case as the screens name them. */
export type OptionGroupKey = 'heat' | 'ac' | 'life' | 'security' | 'etc';

const heat = (
  <>
    <path d="M12 3c2.5 3 4.5 5.5 4.5 9a4.5 4.5 0 0 1-9 0c0-1.8.7-3.2 1.8-4.5.4 1.5 1.2 2.4 2.2 2.7C11 8 11 5.5 12 3Z" />
  </>
);
const snow = (
  <>
    <path d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9" />
    <path d="m9.5 4.5 2.5 2 2.5-2M9.5 19.5l2.5-2 2.5 2" />
  </>
);
const fridge = (
  <>
    <rect x="6" y="3" width="12" height="18" rx="2" />
    <path d="M6 10h12M9 6v2M9 13v3" />
  </>
);
const washer = (
  <>
    <rect x="4.5" y="3" width="15" height="18" rx="2" />
    <circle cx="12" cy="13" r="4" />
    <path d="M8 6h.01M11 6h2" />
  </>
);
const burner = (
  <>
    <rect x="3.5" y="6" width="17" height="12" rx="2" />
    <circle cx="8.5" cy="12" r="2.2" />
    <circle cx="15.5" cy="12" r="2.2" />
  </>
);
const sink = (
  <>
    <path d="M3.5 12h17l-1.5 5a3 3 0 0 1-2.9 2H7.9A3 3 0 0 1 5 17l-1.5-5Z" />
    <path d="M12 12V6.5A2.5 2.5 0 0 1 14.5 4h0A2.5 2.5 0 0 1 17 6.5" />
  </>
);
const microwave = (
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <rect x="5.5" y="8" width="9" height="8" rx="1" />
    <path d="M17.5 9h.01M17.5 12h.01M17.5 15h.01" />
  </>
);
const dishwasher = (
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M5 7.5h14M8 5.2h.01M11 5.2h.01M9 12.5c1 1 2 1 3 0s2-1 3 0M9 16c1 1 2 1 3 0s2-1 3 0" />
  </>
);
const bed = (
  <>
    <path d="M3 18V6M3 14h18v4M21 14v-2.5A2.5 2.5 0 0 0 18.5 9H11v5" />
    <circle cx="7" cy="11" r="1.8" />
  </>
);
const desk = (
  <>
    <path d="M3 9h18M5 9v10M19 9v10M13 9v6h6" />
    <path d="M9 9V5h4v4" />
  </>
);
const wardrobe = (
  <>
    <rect x="5" y="3" width="14" height="18" rx="1.5" />
    <path d="M12 3v18M10 11v2M14 11v2" />
  </>
);
const tv = (
  <>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>
);
const toilet = (
  <>
    <path d="M7 3h6v7H7zM5 10h14a7 7 0 0 1-7 7h0a7 7 0 0 1-7-7ZM9 17l-1 4h8l-1-4" />
  </>
);
const shower = (
  <>
    <path d="M5 21V7a3 3 0 0 1 3-3h1a3 3 0 0 1 3 3v1" />
    <path d="M9 8h6M10.5 11.5v.01M13.5 11.5v.01M12 14v.01M10 16.5v.01M14 16.5v.01" />
  </>
);
const camera = (
  <>
    <path d="M3 8.5 15.5 5l1.5 5.5L4.5 14Z" />
    <path d="m17 8 3.5-1v5L17.6 11M8 13l1 4H4v3" />
  </>
);
const door = (
  <>
    <path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17M3.5 21h17" />
    <path d="M15 12h.01" />
  </>
);
const intercom = (
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2" />
    <rect x="8.5" y="5.5" width="7" height="5.5" rx="1" />
    <path d="M10 15h4M10 18h4" />
  </>
);
const card = (
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M3 10h18M7 14.5h4" />
  </>
);
const lock = (
  <>
    <rect x="6" y="3" width="12" height="18" rx="2" />
    <path d="M9.5 7h.01M12 7h.01M14.5 7h.01M9.5 10h.01M12 10h.01M14.5 10h.01M10 15.5h4v2.5h-4z" />
  </>
);
const windowGrid = (
  <>
    <rect x="4" y="4" width="16" height="16" rx="1.5" />
    <path d="M9.3 4v16M14.7 4v16M4 12h16" />
  </>
);
const guard = (
  <>
    <path d="M12 3 5 6v5.5c0 4.2 3 7.7 7 9.5 4-1.8 7-5.3 7-9.5V6l-7-3Z" />
    <circle cx="12" cy="10" r="2" />
    <path d="M8.8 16c.6-1.6 1.8-2.5 3.2-2.5s2.6.9 3.2 2.5" />
  </>
);
const elevator = (
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M12 3v18M7.5 10 9 8l1.5 2M13.5 14l1.5 2 1.5-2" />
  </>
);
const parking = (
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M9.5 17V7h3.3a3 3 0 0 1 0 6H9.5" />
  </>
);
const veranda = (
  <>
    <path d="M4 20V8a8 8 0 0 1 16 0v12M4 20h16M4 13h16M8 13v7M12 13v7M16 13v7" />
  </>
);
const parcel = (
  <>
    <path d="m12 3 8 4v10l-8 4-8-4V7l8-4Z" />
    <path d="m4 7 8 4 8-4M12 11v10M8 5l8 4" />
  </>
);
const paw = (
  <>
    <circle cx="7" cy="10" r="1.8" />
    <circle cx="10.5" cy="6.5" r="1.8" />
    <circle cx="14.5" cy="6.5" r="1.8" />
    <circle cx="18" cy="10" r="1.8" />
    <path d="M12 12c-2.5 0-5 3.5-5 5.5 0 1.6 1.4 2.5 3 2.2l2-.5 2 .5c1.6.3 3-.6 3-2.2 0-2-2.5-5.5-5-5.5Z" />
  </>
);
const terrace = (
  <>
    <path d="M12 4a8 8 0 0 1 8 7H4a8 8 0 0 1 8-7ZM12 11v9M8 20h8" />
  </>
);
const check = <path d="m5 12.5 4.5 4.5L19 7.5" />;

/** Per code, where one reads clearer than its group's icon. */
const BY_CODE: Record<string, ReactNode> = {
  LIFE001: fridge,
  LIFE002: washer,
  LIFE003: washer,
  LIFE004: burner,
  LIFE005: sink,
  LIFE006: burner,
  LIFE007: microwave,
  LIFE008: dishwasher,
  LIFE009: bed,
  LIFE010: desk,
  LIFE011: wardrobe,
  LIFE012: wardrobe,
  LIFE013: tv,
  LIFE014: toilet,
  LIFE015: shower,
  LIFE016: wardrobe,
  SECURITY001: camera,
  SECURITY002: door,
  SECURITY003: intercom,
  SECURITY004: intercom,
  SECURITY005: card,
  SECURITY006: lock,
  SECURITY007: windowGrid,
  SECURITY008: guard,
  ETC001: elevator,
  ETC002: parking,
  ETC003: veranda,
  ETC004: parcel,
  ETC005: paw,
  ETC006: terrace,
};

const BY_GROUP: Record<OptionGroupKey, ReactNode> = {
  heat,
  ac: snow,
  life: check,
  security: guard,
  etc: check,
};

/** The icon of one option: its own, else its group's. */
export function OptionIcon({
  group,
  code,
  size = 24,
}: {
  group: OptionGroupKey;
  code: string;
  size?: number;
}) {
  return <Svg size={size}>{BY_CODE[code] ?? BY_GROUP[group]}</Svg>;
}
