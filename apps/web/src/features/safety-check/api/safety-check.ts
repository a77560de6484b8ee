import type { SafetyCheckEntity, SafetyCheckInput } from '@ansim/domain/contract';
import { buildHeaders, buildUrl, unwrap } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { call, pathOf } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';
import { MSG } from '../../../shared/messages.ts';

/** The calls of 안심 진단: only its page loads them. */
export const SAFETY_CHECK_ROUTES = routeTable({
  safetyCheck: { method: 'POST', path: '/api/safety-check' },
  safetyCheckPdf: { method: 'POST', path: '/api/safety-check/pdf' },
});

/** POST /api/safety-check: the answer, or the server's Korean refusal as an ApiError. */
export async function postSafetyCheck(body: SafetyCheckInput): Promise<SafetyCheckEntity> {
  return unwrap(await call(SAFETY_CHECK_ROUTES.safetyCheck, { body }, { spinner: false }));
}

export interface SafetyCheckPdf {
  blob: Blob;
  fileName: string;
}

/**
 * POST /api/safety-check/pdf: the answer is the PDF itself, not the envelope, so `call()` cannot read it.
 * The page is public: no session to renew; a refusal (400 with the envelope) comes back as an ApiError.
 */
export async function fetchSafetyCheckPdf(body: SafetyCheckInput): Promise<SafetyCheckPdf> {
  let response: Response;
  try {
    response = await fetch(buildUrl(pathOf(SAFETY_CHECK_ROUTES.safetyCheckPdf)), {
      method: 'POST',
      headers: buildHeaders({ kind: 'json', value: {} }, 'POST'),
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError('network', MSG.error.network, { cause });
  }
  if (!response.ok) {
    const parsed = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    if (parsed && typeof parsed.code === 'number' && typeof parsed.message === 'string')
      throw new ApiError('business', parsed.message, { code: parsed.code, status: response.status });
    throw new ApiError('transport', MSG.error.network, { status: response.status });
  }
  const blob = await response.blob();
  return {
    blob: blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

/** The RFC 5987 `filename*` of the answer ('안심진단_2026-11-24.pdf'), else a dated name of our own. */
export function fileNameOf(header: string | null): string {
  const extended = header ? /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1] : undefined;
  if (extended) {
    try {
      const name = decodeURIComponent(extended.trim()).split(/[\\/]/).pop();
      if (name) return name;
    } catch {
      // A malformed escape: fall through to our own name.
    }
  }
  return `안심진단_${new Date().toISOString().slice(0, 10)}.pdf`;
}
