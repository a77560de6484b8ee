/**
 * What a periodic job reports to; the app's logger fits. The in-process timer that ran these jobs gave way
 * to the durable queue (platform/jobs, decision 027); this type stays for the jobs' own logging.
 */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
