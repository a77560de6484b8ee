import { type Envelope, SUCCESS_CODE, type UploadEntity, type UploadPurpose } from '@ansim/domain/contract';
import { buildHeaders, buildUrl, refreshSession, TOKEN_HEADER } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { useUserStore } from '../../../stores/user-store.ts';

export type { UploadEntity, UploadPurpose };

export const UPLOAD_PATH = '/common/upload';

interface RawAnswer {
  status: number;
  body: string;
  token: string | null;
}

/**
 * One XMLHttpRequest: fetch cannot report how much of the body has gone out, and a photo on a phone's
 * connection takes long enough that the broker must see it moving.
 */
function send(
  form: FormData,
  onProgress: ((fraction: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(UPLOAD_PATH));
    xhr.withCredentials = true;
    buildHeaders({ kind: 'multipart', value: form }, 'POST').forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, body: xhr.responseText, token: xhr.getResponseHeader(TOKEN_HEADER) });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('network', MSG.error.network));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    if (signal?.aborted) {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    xhr.send(form);
  });
}

/** A rotated token comes back in the response header, as for every other call. */
function adoptToken(raw: string | null): void {
  if (!raw) return;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  if (token && token !== useUserStore.getState().accessToken) useUserStore.getState().setAccessToken(token);
}

function readEnvelope(answer: RawAnswer): Envelope<UploadEntity> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch (cause) {
    throw new ApiError('transport', MSG.error.network, { status: answer.status, cause });
  }
  const envelope = parsed as Partial<Envelope<UploadEntity>> | null;
  if (typeof envelope?.code !== 'number' || typeof envelope.message !== 'string')
    throw new ApiError('transport', MSG.error.network, { status: answer.status });
  return envelope as Envelope<UploadEntity>;
}

/**
 * POST /common/upload: one file, reporting the share sent so far (0…1). Resolves with the upload's id and
 * preview; rejects with an ApiError carrying the server's Korean message (too large, not an image…).
 * An expired token is renewed once, as `call()` does.
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadEntity> {
  const formOf = () => {
    const form = new FormData();
    // The text field first: the server reads the purpose before it streams the file.
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    return form;
  };
  const sentWithToken = useUserStore.getState().accessToken !== null;
  let answer = await send(formOf(), onProgress, signal);
  if (answer.status === 401 && sentWithToken && (await refreshSession()) && !signal?.aborted) {
    onProgress?.(0);
    answer = await send(formOf(), onProgress, signal);
  }
  adoptToken(answer.token);
  const envelope = readEnvelope(answer);
  if (envelope.code !== SUCCESS_CODE)
    throw new ApiError('business', envelope.message, { code: envelope.code, status: answer.status });
  onProgress?.(1);
  return envelope.entity;
}
