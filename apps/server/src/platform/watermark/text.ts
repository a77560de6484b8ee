/** Whose copy a viewed file is: burned into every view, so a leaked copy names its source and its viewer. */
export interface WatermarkSubject {
  /** The company the document comes from (the listing's broker office), else the service's name. */
  source: string;
  /** The viewer's login id, or their member number when they have none (social sign-in only). */
  viewer: string;
  viewedAt: Date;
}

/** Dates as Korean users read them, whatever the server's time zone. */
const SEOUL_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '안심공인중개사 · 안심방 열람용 · 2026-11-20 · user01'. */
export function watermarkText({ source, viewer, viewedAt }: WatermarkSubject): string {
  return [source, '안심방 열람용', SEOUL_DATE.format(viewedAt), viewer].join(' · ');
}
