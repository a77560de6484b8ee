import {
  type AddressSearchEntity,
  type BrokerOfficeEntity,
  type BusinessCheckEntity,
  type BusinessStatus,
  isBusinessNoCheckDigitValid,
  type LandPriceEntity,
  type NearbyStation,
  normalizeBusinessNo,
  type RoomAreasEntity,
  type Trade,
  type UseApplyEntity,
} from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import type { OpenDataKeys } from '../../config.ts';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { professionalProfiles } from '../../db/schema/users.ts';
import {
  createOpenDataDrivers,
  type FallbackLog,
  type OpenDataOptions,
  type PublicPriceQuery,
  type RegionRef,
} from '../../platform/opendata/index.ts';
import { walkMinutes } from '../sales/nearest-station.ts';
import { createOpenDataRepo } from './repo.ts';

export type { BusinessStatus };

/**
 * The business status recorded for a broker at sign-up (or by a later check); null when the user has no
 * professional profile or no check was ever made. The listing save refuses SUSPENDED and CLOSED
 * (isBusinessBlocked of the contract).
 */
export async function brokerBusinessStatus(
  db: DbOrTransaction,
  userNo: number,
): Promise<BusinessStatus | null> {
  const rows = await db
    .select({ status: professionalProfiles.businessStatus })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userNo, userNo))
    .limit(1);
  return rows[0]?.status ?? null;
}

/** Rows of an address search page. */
export const ADDRESS_PAGE_SIZE = 10;

export interface OpenDataServiceDeps {
  db: Db;
  keys: OpenDataKeys;
  log: FallbackLog;
  http?: OpenDataOptions['http'];
}

export function createOpenDataService({ db, keys, log, http }: OpenDataServiceDeps) {
  const repo = createOpenDataRepo(db);
  // 법정동 do not change while the process runs: read once, on the first lookup that needs them.
  let regions: Promise<RegionRef[]> | null = null;
  const drivers = createOpenDataDrivers({
    keys,
    log,
    ...(http ? { http } : {}),
    lookups: {
      regions: () => {
        regions ??= repo.regions().catch((error: unknown) => {
          regions = null;
          throw error;
        });
        return regions;
      },
      listingAddresses: (words, limit) => repo.listingAddresses(words, limit),
      listingAreas: (query) => repo.listingAreas(query),
    },
  });

  return {
    searchAddress(keyword: string, page: number): Promise<AddressSearchEntity> {
      return drivers.address.search({ keyword, page, pageSize: ADDRESS_PAGE_SIZE });
    },

    async nearbySubway(lat: number, lng: number): Promise<{ list: NearbyStation[] }> {
      const rows = await repo.nearbyStations(lat, lng);
      return {
        list: rows.map((r) => {
          const distance = Math.round(Number(r.distance));
          return {
            subwayNo: r.subwayNo,
            name: r.name,
            line: r.line,
            distance,
            walkMinutes: walkMinutes(distance),
          };
        }),
      };
    },

    landPrice(query: PublicPriceQuery): Promise<LandPriceEntity> {
      return drivers.publicPrice.publicPrice(query);
    },

    offiTrade(bjdCode: string): Promise<{ list: Trade[]; source: LandPriceEntity['source'] }> {
      return drivers.trades.trades(bjdCode, '오피스텔');
    },

    useApply(bjdCode: string, saleAddr: string): Promise<UseApplyEntity> {
      return drivers.buildings.approvalDate({ bjdCode, saleAddr });
    },

    roomAreas(bjdCode: string, saleAddr: string): Promise<RoomAreasEntity> {
      return drivers.buildings.areas({ bjdCode, saleAddr });
    },

    businessCheck(businessNo: string): Promise<BusinessCheckEntity> {
      return drivers.business.status(businessNo);
    },

    brokerOffice(registrationNo: string): Promise<BrokerOfficeEntity> {
      return drivers.brokerOffices.office(registrationNo);
    },

    /**
     * The status a broker's sign-up records. A number failing the check digit is not looked up: it stays
     * UNVERIFIED for the operator, who reviews the business licence before approving the account anyway.
     */
    async businessStatusForSignUp(rawBusinessNo: string): Promise<BusinessStatus> {
      const businessNo = normalizeBusinessNo(rawBusinessNo);
      if (!isBusinessNoCheckDigitValid(businessNo)) return 'UNVERIFIED';
      return (await drivers.business.status(businessNo)).status;
    },
  };
}

export type OpenDataService = ReturnType<typeof createOpenDataService>;
