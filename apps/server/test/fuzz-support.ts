import type { FastifyInstance } from 'fastify';

/*
 * What the two fuzzers share (fuzz.test.ts with its fixed list, fuzz-contract.test.ts with generated
 * requests): the callers, the rule every answer must meet, and a multipart body written by hand.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

// ---------------------------------------------------------------------------------------------------------
// Callers

export const ROLES = ['visitor', 'user01', 'broker01', 'lawyer01', 'admin01'] as const;
export type Role = (typeof ROLES)[number];
export interface Session {
  token: string | null;
  userNo: number;
}

/**
 * Every request from its own address, so that per-address rate limits never turn a case into a 429. `block`
 * keeps the addresses of two fuzzers apart (they never share an app, but a reader of logs may compare them).
 */
export function addressSequence(block = 10): () => string {
  let seq = 0;
  return () => {
    seq++;
    return `${block}.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
  };
}

export const DEMO_PASSWORD = 'ansim2580!';

/** Signs a demo account in as the web app does; throws with the answer when that fails. */
export async function signIn(
  app: FastifyInstance,
  id: Exclude<Role, 'visitor'>,
  remoteAddress: string,
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: DEMO_PASSWORD },
    remoteAddress,
  });
  const body = res.json<{ code: number; entity: { userNo: number } | null }>();
  if (body.code !== 1 || !body.entity) throw new Error(`${id} cannot sign in: ${res.body.slice(0, 200)}`);
  return { token: String(res.headers.authorization), userNo: body.entity.userNo };
}

// ---------------------------------------------------------------------------------------------------------
// The rule every answer meets

export const HANGUL = /[가-힣]/;

export interface EnvelopeBody {
  code?: unknown;
  message?: unknown;
  entity?: unknown;
}

/**
 * What is wrong with an answer, or null when it is fine: never a 5xx, and every 4xx is the envelope
 * `{ code < 0, message in Korean, entity }` (DESIGN.md "API"). A 2xx or 3xx may be anything (a file, a page).
 */
export function envelopeProblem(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let body: EnvelopeBody;
  try {
    body = JSON.parse(res.body) as EnvelopeBody;
  } catch {
    return `${res.statusCode} is not JSON: ${res.body.slice(0, 100)}`;
  }
  if (
    body === null ||
    typeof body !== 'object' ||
    typeof body.code !== 'number' ||
    body.code >= 0 ||
    typeof body.message !== 'string' ||
    !('entity' in body)
  )
    return `${res.statusCode} is not the envelope: ${res.body.slice(0, 200)}`;
  if (!HANGUL.test(body.message)) return `${res.statusCode} message is not Korean: ${body.message}`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Multipart

export interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body written by hand, so that a test controls every byte (NUL, odd names). */
export function multipartBody(
  fields: Record<string, string>,
  boundary = 'fuzz-boundary',
  files: FilePart[] = [],
): Buffer {
  const chunks: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
