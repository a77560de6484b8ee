import type { BuildingType } from '@ansim/domain';
import type {
  AddressSearchEntity,
  BrokerOfficeEntity,
  BusinessCheckEntity,
  LandPriceEntity,
  OpenDataSource,
  RoomArea,
  RoomAreasEntity,
  Trade,
  UseApplyEntity,
} from '@ansim/domain/contract';

/*
 * One interface per public service a registration reads. Each has a driver for the real public API (used
 * when its key is configured) and a local driver that answers offline from the shipped data and our own
 * listings; index.ts picks one and falls back to the local driver when the public API is down.
 */

export interface AddressQuery {
  keyword: string;
  page: number;
  pageSize: number;
}

/** 도로명주소 search (Kakao local when configured). */
export interface AddressLookup {
  search(query: AddressQuery): Promise<AddressSearchEntity>;
}

export interface PublicPriceQuery {
  bjdCode: string;
  buildingType: BuildingType;
  /** 전용면적 ㎡. */
  area: number;
  saleAddr?: string | undefined;
}

/** 공시가격 (V-World 공동주택/개별주택가격 when configured). */
export interface PublicPriceSource {
  publicPrice(query: PublicPriceQuery): Promise<LandPriceEntity>;
}

export type TradeUse = '오피스텔' | '아파트';

/** 실거래가 (국토교통부 RTMS on data.go.kr when configured). */
export interface TradeSource {
  trades(bjdCode: string, use: TradeUse): Promise<{ list: Trade[]; source: OpenDataSource }>;
}

export interface BuildingQuery {
  saleAddr: string;
  bjdCode: string;
}

/** 건축물대장 (건축HUB on data.go.kr when configured): unit areas and the 사용승인일. */
export interface BuildingRegister {
  areas(query: BuildingQuery): Promise<RoomAreasEntity>;
  approvalDate(query: BuildingQuery): Promise<UseApplyEntity>;
}

/** 사업자등록 상태 (국세청 on data.go.kr when configured). */
export interface BusinessRegistry {
  /** `businessNo`: 10 digits with a valid check digit (the contract refuses others). */
  status(businessNo: string): Promise<BusinessCheckEntity>;
}

/** 중개사무소 개설등록 (V-World when configured). */
export interface BrokerOfficeRegistry {
  office(registrationNo: string): Promise<BrokerOfficeEntity>;
}

/** A 법정동 (or 시군구) of the service area, with its centroid. */
export interface RegionRef {
  code: string;
  sido: string;
  sigungu: string | null;
  eupmyeondong: string | null;
  ri: string | null;
  level: number;
  fullName: string;
  lat: number | null;
  lng: number | null;
}

export interface ListingAddress {
  saleAddr: string;
  bjdCode: string;
  postalCode: string | null;
  lat: number;
  lng: number;
}

/** What the local drivers read from our own database; the opendata module's repo provides it. */
export interface LocalLookups {
  /** Every region of the service area (read once and kept by the caller). */
  regions(): Promise<readonly RegionRef[]>;
  /** Addresses of published listings whose address holds every word. */
  listingAddresses(words: readonly string[], limit: number): Promise<ListingAddress[]>;
  /** The areas of earlier listings at this address. */
  listingAreas(query: BuildingQuery): Promise<RoomArea[]>;
}
