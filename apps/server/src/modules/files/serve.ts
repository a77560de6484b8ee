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
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

/** A watermarked view (GET /common/download): shown in place by the viewer, or saved. */
export interface ViewedFile extends PrivateFile {
  disposition: 'inline' | 'attachment';
}

/**
 * Sends a watermarked view. A registry document is `inline`, so that the detail page's viewer can show it
 * (it fetches the bytes with the caller's token and draws them: the image itself, PDF through pdf.js);
 * the same fences as above keep it from running as a page of our origin, and `no-store` keeps a shared
 * computer's cache from holding someone's named copy.
 */
export function sendViewedFile(reply: FastifyReply, file: ViewedFile): FastifyReply {
  return reply
    .type(file.mime)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition(file.disposition, file.name))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

/**
 * The disposition with the name twice (RFC 6266): `filename*` in UTF-8 for Korean names (RFC 5987, whose
 * attr-char also excludes the ' ( ) * that encodeURIComponent leaves), and a plain ASCII `filename` for
 * clients that do not read the first.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
