import autocannon from 'autocannon';
import { percentile } from './stats.ts';

export interface HttpRun {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** 2xx responses measured. */
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/**
 * Drives `paths` over HTTP for `durationSec` at `connections` with autocannon, each connection cycling
 * through the paths from its own starting point. Latency is taken per response (autocannon's own
 * histogram has no p95); only 2xx responses count as latencies, everything else is an error. `headers` go
 * with every request (a signed-in caller's `authorization`).
 */
export function drive(
  baseUrl: string,
  paths: string[],
  connections: number,
  durationSec: number,
  headers: Record<string, string> = {},
): Promise<HttpRun> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  let nextClient = 0;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let non2xx = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSec,
        timeout: 10,
        headers,
        requests,
        setupClient: (client) => {
          // Spread the connections over the mix rather than all asking for the same path at once.
          const offset = Math.floor((nextClient++ * requests.length) / Math.max(1, connections));
          client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
        },
      },
      (err: unknown, result) => {
        if (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        const seconds = (performance.now() - started) / 1000;
        resolve({
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          rps: latencies.length / Math.max(seconds, result.duration, 0.001),
          requests: latencies.length,
          errors: result.errors + result.timeouts,
          non2xx,
          statusCodes,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else non2xx++;
    });
  });
}
