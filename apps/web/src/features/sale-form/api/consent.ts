import { promotionPdfFileName } from '@ansim/domain';
import type { PromotionConsentInput, PromotionConsentSaved } from '@ansim/domain/contract';
import { buildHeaders, buildUrl, refreshSession, unwrap } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { call, pathOf } from '../../../shared/api/call.ts';
import { beginLoading } from '../../../shared/api/loading-store.ts';
import { MSG } from '../../../shared/messages.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { SALE_FORM_ROUTES } from './routes.ts';

export interface ConsentPdf {
  blob: Blob;
  /** '매물홍보확인서-20261124.pdf', as the server names it. */
  fileName: string;
}

/**
 * POST /api/sale/consent/pdf: the filled form as the server lays it out (A4, Korean font embedded). The
 * answer is the PDF itself, not the envelope, so `call()` cannot read it: this sends the same headers,
 * renews an expired token once as every call does, and turns a refusal (an envelope: 400 naming the
 * field, 401, 403) into an ApiError with the server's message.
 */
export async function fetchConsentPdf(form: PromotionConsentInput): Promise<ConsentPdf> {
  const endLoading = beginLoading('download');
  const send = async (): Promise<Response> => {
    try {
      return await fetch(buildUrl(pathOf(SALE_FORM_ROUTES.promotionConsentPdf)), {
        method: 'POST',
        headers: buildHeaders({ kind: 'json', value: {} }, 'POST'),
        body: JSON.stringify(form),
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw new ApiError('network', MSG.error.network, { cause });
    }
  };
  try {
    const sentWithToken = useUserStore.getState().accessToken !== null;
    let response = await send();
    if (response.status === 401 && sentWithToken && (await refreshSession())) response = await send();
    if (!response.ok) throw await refusalOf(response);
    const blob = await response.blob();
    return {
      blob: blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
      fileName:
        dispositionFileName(response.headers.get('content-disposition')) ?? promotionPdfFileName(new Date()),
    };
  } finally {
    endLoading();
  }
}

/** Keeps the form and its PDF with a saved listing (the listing's owner only); throws the server's refusal. */
export async function saveConsent(
  saleNo: number,
  form: PromotionConsentInput,
): Promise<PromotionConsentSaved> {
  return unwrap(
    await call(SALE_FORM_ROUTES.promotionConsentSave, { params: { saleNo }, body: { ...form, saleNo } }),
  );
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8: how a Korean name is sent)
 * before the plain `filename`, which carries only an ASCII stand-in. Path parts are never kept.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

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
