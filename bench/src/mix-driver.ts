import http from 'node:http';
import { percentile } from './stats.ts';

/** One request of the mix, and how to tell a good answer from a bad one beyond "2xx with code 1". */
export interface MixRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** A problem with a 2xx code-1 answer's entity (wrong area kind, like state not applied), or null. */
  check?: (entity: unknown) => string | null;
  /** A request the same caller sends next with this one's good answer (the save after a photo upload). */
  followedBy?: (entity: unknown) => MixRequest;
}

export interface KindFigures {
  kind: string;
  /** Answers that were 2xx with code 1 and passed the check: the latencies measured. */
  ok: number;
  /** Everything else: connection errors, timeouts, other statuses, code ≠ 1, failed checks. */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  statusCodes: Record<string, number>;
}

export interface DriveResult {
  seconds: number;
  kinds: KindFigures[];
  /** The first problems seen, for the report. */
  problems: string[];
}

const TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  text: string;
}

function send(agent: http.Agent, base: URL, req: MixRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body) headers['content-length'] = req.body.length;
    const r = http.request(
      { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    r.setTimeout(TIMEOUT_MS, () => r.destroy(new Error(`timeout after ${TIMEOUT_MS} ms`)));
    r.on('error', reject);
    r.end(req.body);
  });
}

const entityOf = (answer: Answer): unknown => (JSON.parse(answer.text) as { entity?: unknown }).entity;

/** Why an answer is not the expected 2xx with code 1 (and a passing check), or null when it is. */
function judge(req: MixRequest, answer: Answer): string | null {
  if (answer.status < 200 || answer.status >= 300) return `${answer.status} ${answer.text.slice(0, 160)}`;
  let body: { code?: unknown; entity?: unknown };
  try {
    body = JSON.parse(answer.text) as { code?: unknown; entity?: unknown };
  } catch {
    return `${answer.status} not JSON: ${answer.text.slice(0, 80)}`;
  }
  if (body.code !== 1) return `${answer.status} code ${String(body.code)}: ${answer.text.slice(0, 160)}`;
  return req.check ? req.check(body.entity) : null;
}

/**
 * A closed loop: `connections` workers, each sending the request `next` gives it, waiting for the answer,
 * and sending the next, for `durationSec`. Unlike autocannon it knows which kind each answer belongs to,
 * reads every body, and can send a different body and caller on every request. Latency is from the first
 * byte written to the last byte read; only good answers count as latencies, every other one is an error.
 */
export async function driveMix(
  baseUrl: string,
  connections: number,
  durationSec: number,
  next: () => MixRequest,
): Promise<DriveResult> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const codes = new Map<string, Record<string, number>>();
  const problems: string[] = [];
  const started = performance.now();
  const deadline = started + durationSec * 1000;

  const worker = async () => {
    let followUp: MixRequest | null = null;
    while (followUp || performance.now() < deadline) {
      const req: MixRequest = followUp ?? next();
      followUp = null;
      const t0 = performance.now();
      let problem: string | null;
      let status = 'error';
      try {
        const answer = await send(agent, base, req);
        status = String(answer.status);
        problem = judge(req, answer);
        if (problem === null && req.followedBy) followUp = req.followedBy(entityOf(answer));
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      const ms = performance.now() - t0;
      const byStatus = codes.get(req.kind) ?? {};
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      codes.set(req.kind, byStatus);
      if (problem === null) {
        const list = latencies.get(req.kind) ?? [];
        list.push(ms);
        latencies.set(req.kind, list);
      } else {
        errors.set(req.kind, (errors.get(req.kind) ?? 0) + 1);
        if (problems.length < 30) problems.push(`${req.kind} ${req.method} ${req.path}: ${problem}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();

  const kinds = [...new Set([...latencies.keys(), ...errors.keys()])].map((kind) => {
    const l = latencies.get(kind) ?? [];
    return {
      kind,
      ok: l.length,
      errors: errors.get(kind) ?? 0,
      p50: percentile(l, 50),
      p95: percentile(l, 95),
      p99: percentile(l, 99),
      statusCodes: codes.get(kind) ?? {},
    };
  });
  return { seconds: (performance.now() - started) / 1000, kinds, problems };
}

/**
 * Interleaves kinds by weight (smooth weighted round-robin, as nginx balances upstreams): over any stretch
 * the shares are as close to the weights as whole requests allow, and the order is the same every run.
 */
export function weightedCycle<K extends string>(weights: Record<K, number>): () => K {
  const entries = (Object.entries(weights) as [K, number][]).filter(([, w]) => w > 0);
  const total = entries.reduce((s, [, w]) => s + w, 0);
  const current = new Map<K, number>(entries.map(([k]) => [k, 0]));
  return () => {
    let best: K = entries[0]?.[0] as K;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const [k, w] of entries) {
      const v = (current.get(k) ?? 0) + w;
      current.set(k, v);
      if (v > bestValue) {
        bestValue = v;
        best = k;
      }
    }
    current.set(best, bestValue - total);
    return best;
  };
}
