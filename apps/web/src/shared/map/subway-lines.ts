/*
 * Subway lines as Seoul's network map draws them, shared by every map of the app (the search map's
 * stations, a listing's nearest station).
 */

/** The data names stations without 역 ('강남'), except a few that carry it ('서울역'). */
export const stationLabel = (name: string): string => (name.endsWith('역') ? name : `${name}역`);

/**
 * The colour Seoul's network map gives a line, for the dot beside a station's name; lines run by Korail
 * under their own names are the numbered line they belong to (경부선 is 1호선). Unknown lines are grey.
 */
const LINE_COLOURS: [RegExp, string][] = [
  [/^(1호선|경부선|경원선|경인선|장항선)/, '#0052a4'],
  [/^2호선/, '#00a84d'],
  [/^(3호선|일산선)/, '#ef7c1c'],
  [/^(4호선|안산선|과천선|진접선)/, '#00a5de'],
  [/^5호선/, '#996cac'],
  [/^6호선/, '#cd7c2f'],
  [/^7호선/, '#747f00'],
  [/^(8호선|별내선)/, '#e6186c'],
  [/^9호선/, '#bdb092'],
  [/^(경의중앙선|중앙선)/, '#77c4a3'],
  [/^(분당선|수인선)/, '#f5a200'],
  [/^신분당선/, '#d4003b'],
  [/^공항철도/, '#0090d2'],
  [/^경춘선/, '#0c8e72'],
  [/^경강선/, '#003da5'],
  [/^서해선/, '#81a914'],
  [/^인천1호선/, '#7ca8d5'],
  [/^인천2호선/, '#ed8b00'],
  [/^우이신설선/, '#b0ce18'],
  [/^신림선/, '#6789ca'],
  [/^에버라인/, '#56ad2d'],
  [/^의정부/, '#fda600'],
  [/^김포골드/, '#a17800'],
  [/^수도권 광역급행철도/, '#9a6292'],
];

export const lineColour = (line: string): string =>
  LINE_COLOURS.find(([pattern]) => pattern.test(line))?.[1] ?? '#8b95a1';
