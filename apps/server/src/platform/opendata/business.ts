import {
  BUSINESS_STATUS_LABELS,
  type BusinessCheckEntity,
  type BusinessStatus,
} from '@ansim/domain/contract';
import { asList, asText, fetchJson, type HttpOptions, OpenDataUnavailable, pick } from './http.ts';
import { TtlCache } from './ttl-cache.ts';
import type { BrokerOfficeRegistry, BusinessRegistry } from './types.ts';

const answer = (businessNo: string, status: BusinessStatus, source: BusinessCheckEntity['source']) => ({
  businessNo,
  status,
  statusLabel: BUSINESS_STATUS_LABELS[status],
  checkDigitValid: true,
  source,
});

/**
 * Offline the check digit is all that can be verified (the contract refuses a bad one with a 400); the
 * status stays UNVERIFIED ('확인 대기') for the operator to confirm from the documents.
 */
export function localBusinessRegistry(): BusinessRegistry {
  return { status: async (businessNo) => answer(businessNo, 'UNVERIFIED', 'LOCAL') };
}

/** b_stt_cd of the 국세청 answer: 01 계속사업자, 02 휴업자, 03 폐업자. */
const NTS_STATUS: Record<string, BusinessStatus> = { '01': 'ACTIVE', '02': 'SUSPENDED', '03': 'CLOSED' };

export interface NtsOptions extends HttpOptions {
  serviceKey: string;
  baseUrl?: string;
}

/**
 * 국세청 사업자등록 상태조회 (data.go.kr nts-businessman v1 status). A number the 국세청 does not know
 * (empty b_stt_cd) stays UNVERIFIED for the operator: its registration may simply be too new.
 */
export function ntsBusinessRegistry({
  serviceKey,
  baseUrl = 'https://api.odcloud.kr',
  ...http
}: NtsOptions): BusinessRegistry {
  const cache = new TtlCache<BusinessCheckEntity>(3600_000);
  return {
    status(businessNo) {
      return cache.getOrLoad(businessNo, async () => {
        const url = `${baseUrl}/api/nts-businessman/v1/status?${new URLSearchParams({ serviceKey, returnType: 'JSON' })}`;
        const json = await fetchJson(
          'nts-business',
          url,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ b_no: [businessNo] }),
          },
          http,
        );
        const row = asList(pick(json, 'data')).find((r) => asText(pick(r, 'b_no')) === businessNo);
        if (!row) throw new OpenDataUnavailable('nts-business', 'no row for the number');
        const status = NTS_STATUS[asText(pick(row, 'b_stt_cd')) ?? ''] ?? 'UNVERIFIED';
        return answer(businessNo, status, 'NTS');
      });
    },
  };
}

/** Offline the registration cannot be looked up: the operator confirms it. Never a made-up VERIFIED. */
export function localBrokerOffices(): BrokerOfficeRegistry {
  return {
    office: async () => ({
      status: 'UNVERIFIED',
      officeName: null,
      representative: null,
      address: null,
      source: 'LOCAL',
    }),
  };
}

export interface VworldBrokerOptions extends HttpOptions {
  key: string;
  domain?: string | undefined;
  baseUrl?: string;
}

/**
 * V-World 부동산중개업정보 (ned/data/getEBOfficeInfo) by 개설등록번호 (jurirno). The answer's list sits under
 * one top-level key with a `field` array; the first row whose number matches is the office.
 */
export function vworldBrokerOffices({
  key,
  domain,
  baseUrl = 'https://api.vworld.kr',
  ...http
}: VworldBrokerOptions): BrokerOfficeRegistry {
  const cache = new TtlCache<Awaited<ReturnType<BrokerOfficeRegistry['office']>>>(6 * 3600_000);
  return {
    office(registrationNo) {
      return cache.getOrLoad(registrationNo, async () => {
        const url = `${baseUrl}/ned/data/getEBOfficeInfo?${new URLSearchParams({
          key,
          jurirno: registrationNo,
          format: 'json',
          numOfRows: '10',
          pageNo: '1',
          ...(domain ? { domain } : {}),
        })}`;
        const json = await fetchJson('vworld-broker', url, {}, http);
        if (json === null || typeof json !== 'object')
          throw new OpenDataUnavailable('vworld-broker', 'not an object');
        const container = Object.values(json as Record<string, unknown>).find(
          (v) => v !== null && typeof v === 'object' && 'field' in (v as object),
        );
        if (!container) throw new OpenDataUnavailable('vworld-broker', 'no list in the answer');
        const row = asList(pick(container, 'field')).find(
          (r) => asText(pick(r, 'jurirno')) === registrationNo,
        );
        if (!row)
          return {
            status: 'NOT_FOUND',
            officeName: null,
            representative: null,
            address: null,
            source: 'VWORLD',
          };
        return {
          status: 'VERIFIED',
          officeName: asText(pick(row, 'bsnmCmpnm')),
          representative: asText(pick(row, 'brkrNm')),
          address: asText(pick(row, 'ldCodeNm')),
          source: 'VWORLD',
        };
      });
    },
  };
}
