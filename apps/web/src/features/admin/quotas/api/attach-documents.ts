import { type Envelope, SUCCESS_CODE } from '@ansim/domain/contract';
import { buildHeaders, buildUrl, refreshSession, TOKEN_HEADER } from '../../../../shared/api/api-client.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { pathOf } from '../../../../shared/api/call.ts';
import { MSG } from '../../../../shared/messages.ts';
import { useUserStore } from '../../../../stores/user-store.ts';
import { QUOTA_ADMIN_ROUTES } from './routes.ts';

export interface AttachedDocuments {
  requestNo: number;
  saleNo: number;
  state: 'ATTACHED';
  documents: { kind: 'REGISTER_COPY' | 'BUILDING_REGISTER'; fileId: string; mime: string }[];
}

interface RawAnswer {
  status: number;
  body: string;
  token: string | null;
}

/**
 * One XMLHttpRequest: fetch cannot tell how much of the body has gone out, and two scanned documents of
 * up to 10MB each take long enough that the operator must see them moving.
 */
function send(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    buildHeaders({ kind: 'multipart', value: form }, 'POST').forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, body: xhr.responseText, token: xhr.getResponseHeader(TOKEN_HEADER) });
    xhr.onerror = () => reject(new ApiError('network', MSG.error.network));
    xhr.send(form);
  });
}

/**
 * POST /api/admin/proxy/requests/:requestNo/documents with the register and the building ledger, reporting
 * the share sent (0…1). Rejects with an ApiError carrying the server's Korean message.
 */
export async function attachDocuments(
  requestNo: number,
  files: { registerCopy: File; buildingRegister: File },
  onProgress: (fraction: number) => void,
): Promise<{ entity: AttachedDocuments; message: string }> {
  const url = buildUrl(pathOf(QUOTA_ADMIN_ROUTES.adminProxyAttach, { requestNo }));
  const formOf = () => {
    const form = new FormData();
    form.append('registerCopy', files.registerCopy, files.registerCopy.name);
    form.append('buildingRegister', files.buildingRegister, files.buildingRegister.name);
    return form;
  };
  const sentWithToken = useUserStore.getState().accessToken !== null;
  let answer = await send(url, formOf(), onProgress);
  if (answer.status === 401 && sentWithToken && (await refreshSession())) {
    onProgress(0);
    answer = await send(url, formOf(), onProgress);
  }
  const token = answer.token?.replace(/^Bearer\s+/i, '').trim();
  if (token && token !== useUserStore.getState().accessToken) useUserStore.getState().setAccessToken(token);
  let envelope: Envelope<AttachedDocuments>;
  try {
    envelope = JSON.parse(answer.body) as Envelope<AttachedDocuments>;
  } catch (cause) {
    throw new ApiError('transport', MSG.error.network, { status: answer.status, cause });
  }
  if (typeof envelope?.code !== 'number' || typeof envelope.message !== 'string')
    throw new ApiError('transport', MSG.error.network, { status: answer.status });
  if (envelope.code !== SUCCESS_CODE)
    throw new ApiError('business', envelope.message, { code: envelope.code, status: answer.status });
  onProgress(1);
  return { entity: envelope.entity, message: envelope.message };
}
