/** What a repeating job reports to; the app's logger fits. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RepeatingJob {
  /** Stops the timer and waits for a run in progress, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * Runs `job` now and then every `intervalSeconds`, in this process. The timer is unref'd so that it never
 * keeps a process alive on its own; runs do not overlap; a failed run is logged and the next one tries
 * again. The job is a plain function of the time, so moving it onto a durable queue replaces only this.
 */
export function startRepeating<R extends object>({
  name,
  intervalSeconds,
  job,
  log,
}: {
  name: string;
  intervalSeconds: number;
  job: () => Promise<R>;
  log: JobLog;
}): RepeatingJob {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = job()
      .then((report) => log.info({ job: name, ...report }, `${name} done`))
      .catch((error: unknown) => log.error({ job: name, err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
