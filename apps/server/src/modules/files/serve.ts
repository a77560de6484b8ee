import type { FastifyReply } from 'fastify';

/** A private file read by id, ready to send. */
export interface PrivateFile {
  mime: string;
  data: Buffer;
  /** The uploader's file name, shown in the save dialog only. */
  name: string;
}

/**
 * Sends an uploaded file so that a browser never runs it: always a download, never shown inline on our
 * origin; and if something does render it (an old browser, a direct open), the CSP sandbox gives it an
 * opaque origin without scripts, and nosniff stops a guess at another type.
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile): FastifyReply {
  return reply
    .type(file.mime)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachmentDisposition(file.name))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

/**
 * `attachment` with the name twice (RFC 6266): `filename*` in UTF-8 for Korean names (RFC 5987, whose
 * attr-char also excludes the ' ( ) * that encodeURIComponent leaves), and a plain ASCII `filename` for
 * clients that do not read the first.
 */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
