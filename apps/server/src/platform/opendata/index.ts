import type { OpenDataKeys } from '../../config.ts';
import { kakaoAddressLookup, localAddressLookup } from './address.ts';
import { dataGoKrBuildingRegister, localBuildingRegister } from './building-register.ts';
import {
  localBrokerOffices,
  localBusinessRegistry,
  ntsBusinessRegistry,
  vworldBrokerOffices,
} from './business.ts';
import { type HttpOptions, OpenDataUnavailable } from './http.ts';
import { localPublicPrice, vworldPublicPrice } from './public-price.ts';
import { dataGoKrTrades, localTrades } from './trades.ts';
import type {
  AddressLookup,
  BrokerOfficeRegistry,
  BuildingRegister,
  BusinessRegistry,
  LocalLookups,
  PublicPriceSource,
  TradeSource,
} from './types.ts';

export type * from './types.ts';

export interface OpenDataDrivers {
  address: AddressLookup;
  publicPrice: PublicPriceSource;
  trades: TradeSource;
  buildings: BuildingRegister;
  business: BusinessRegistry;
  brokerOffices: BrokerOfficeRegistry;
}

export type FallbackLog = (service: string, error: OpenDataUnavailable) => void;

/**
 * Every method of `real`, answered by `local` when the public API is unavailable (down after its retry, a
 * key or quota error, or an address it cannot look up). Other errors are bugs and propagate.
 */
export function withFallback<T extends object>(
  service: string,
  real: T | null,
  local: T,
  log: FallbackLog,
): T {
  if (!real) return local;
  const wrapped = {} as Record<string, unknown>;
  for (const name of Object.keys(local) as (keyof T & string)[]) {
    const realFn = real[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    const localFn = local[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await realFn.apply(real, args);
      } catch (error) {
        if (!(error instanceof OpenDataUnavailable)) throw error;
        log(service, error);
        return localFn.apply(local, args);
      }
    };
  }
  return wrapped as T;
}

export interface OpenDataOptions {
  keys: OpenDataKeys;
  lookups: LocalLookups;
  log: FallbackLog;
  /** Tests point the real drivers at a local server. */
  http?: HttpOptions & {
    kakaoBaseUrl?: string;
    dataGoKrBaseUrl?: string;
    odcloudBaseUrl?: string;
    vworldBaseUrl?: string;
  };
}

/** The driver of each service: the public API when its key is configured (local as the fallback), else local. */
export function createOpenDataDrivers({ keys, lookups, log, http = {} }: OpenDataOptions): OpenDataDrivers {
  const {
    kakaoBaseUrl = keys.urls.kakao,
    dataGoKrBaseUrl = keys.urls.dataGoKr,
    odcloudBaseUrl = keys.urls.odcloud,
    vworldBaseUrl = keys.urls.vworld,
    ...options
  } = http;
  const base = (url: string | undefined) => (url ? { baseUrl: url } : {});
  const vworld = keys.vworldKey ? { key: keys.vworldKey, domain: keys.vworldDomain ?? undefined } : null;
  const dataKey = keys.dataGoKrKey;
  return {
    address: withFallback(
      'address',
      keys.kakaoRestKey
        ? kakaoAddressLookup({ restKey: keys.kakaoRestKey, ...base(kakaoBaseUrl), ...options })
        : null,
      localAddressLookup(lookups),
      log,
    ),
    publicPrice: withFallback(
      'public-price',
      vworld ? vworldPublicPrice({ ...vworld, ...base(vworldBaseUrl), ...options }) : null,
      localPublicPrice(),
      log,
    ),
    trades: withFallback(
      'trades',
      dataKey ? dataGoKrTrades(lookups, { serviceKey: dataKey, ...base(dataGoKrBaseUrl), ...options }) : null,
      localTrades(),
      log,
    ),
    buildings: withFallback(
      'building-register',
      dataKey
        ? dataGoKrBuildingRegister({ serviceKey: dataKey, ...base(dataGoKrBaseUrl), ...options })
        : null,
      localBuildingRegister(lookups),
      log,
    ),
    business: withFallback(
      'business',
      dataKey ? ntsBusinessRegistry({ serviceKey: dataKey, ...base(odcloudBaseUrl), ...options }) : null,
      localBusinessRegistry(),
      log,
    ),
    brokerOffices: withFallback(
      'broker-office',
      vworld ? vworldBrokerOffices({ ...vworld, ...base(vworldBaseUrl), ...options }) : null,
      localBrokerOffices(),
      log,
    ),
  };
}
