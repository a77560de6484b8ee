import { buildHeaders, refreshSession } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { hrefOf } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** This screen's own calls: kept out of the shared table that the first screen downloads. */
const ROUTES = routeTable({
  download: { method: 'GET', path: '/common/download' },
});

import { MSG } from '../../../shared/messages.ts';
import { useUserStore } from '../../../stores/user-store.ts';

export interface FileProgress {
  loaded: number;
  /** From Content-Length; null when the server did not say (or compressed the body). */
  total: number | null;
}

export interface FetchedFile {
  blob: Blob;
  /** The type the server served the file as, e.g. application/pdf ('' when it gave none). */
  mime: string;
  /** The name the server gives the file (Content-Disposition), e.g. 등기부등본_103506.pdf; null if none. */
  fileName: string | null;
}

interface FetchFileOptions {
  signal?: AbortSignal;
  onProgress?: (progress: FileProgress) => void;
}

/**
 * GET /common/download?fileId=: a stored file as the server serves it (registry documents with the source
 * company's watermark burned in). The answer is the file itself, not the envelope, so `call()` cannot read
 * it; this sends the same headers (the bearer token among them), renews an expired token once as every
 * call does, and turns a refusal, which is an envelope, into an ApiError with the server's message and
 * the HTTP status.
 */
export async function fetchFile(
  fileId: string,
  { signal, onProgress }: FetchFileOptions = {},
): Promise<FetchedFile> {
  const url = hrefOf(ROUTES.download, { query: { fileId } });
  const send = async (): Promise<Response> => {
    try {
      return await fetch(url, {
        method: 'GET',
        headers: buildHeaders({ kind: 'none' }, 'GET'),
        credentials: 'same-origin',
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError('network', MSG.error.network, { cause });
    }
  };
  const sentWithToken = useUserStore.getState().accessToken !== null;
  let response = await send();
  if (response.status === 401 && sentWithToken && (await refreshSession()) && !signal?.aborted) {
    response = await send();
  }
  if (!response.ok) throw await refusalOf(response);
  const mime = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const blob = await readBody(response, onProgress);
  return {
    blob: blob.type === mime ? blob : new Blob([blob], { type: mime }),
    mime,
    fileName: dispositionFileName(response.headers.get('content-disposition')),
  };
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8, how a Korean name is sent)
 * before the plain `filename`, which carries only an ASCII stand-in. Path parts are never kept.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/.exec(header)?.[1]?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** A refusal's envelope (401, 403, 404, 400) as an ApiError; anything else as a transport failure. */
async function refusalOf(response: Response): Promise<ApiError> {
  const parsed: unknown = await response.json().catch(() => null);
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    typeof (parsed as { code?: unknown }).code === 'number' &&
    typeof (parsed as { message?: unknown }).message === 'string'
  ) {
    const { code, message } = parsed as { code: number; message: string };
    return new ApiError('business', message, { code, status: response.status });
  }
  return new ApiError('transport', MSG.error.network, { status: response.status });
}

/** The body, reporting the bytes read so far; the total only when the length on the wire is the file's. */
async function readBody(response: Response, onProgress?: (progress: FileProgress) => void): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader || !onProgress) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
  const total = Number.isFinite(length) && length > 0 && !encoded ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total: total !== null && loaded <= total ? total : null });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}
