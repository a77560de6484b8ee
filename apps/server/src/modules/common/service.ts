import type { CommonCode, Device, IntroEntity, SubwayStation } from '@ansim/domain/contract';
import type { AppRelease } from '../../config.ts';
import { releaseFor } from './app-release.ts';
import type { CommonRepo } from './repo.ts';

/** The release rows' answer for a device (modules/app-content), null when its platform has none. */
export type ReleaseLookup = (device: Device | undefined) => Promise<IntroEntity | null>;

export function createCommonService(
  repo: CommonRepo,
  appRelease: AppRelease | null,
  releases: ReleaseLookup = async () => null,
) {
  return {
    /** The operator's release rows first; the configured release (APP_LATEST_VERSION) while there are none. */
    async intro(device: Device | undefined): Promise<IntroEntity> {
      return (await releases(device)) ?? releaseFor(appRelease, device);
    },
    codeList(groupCode?: string): Promise<CommonCode[]> {
      return repo.listCodes(groupCode);
    },
    subwayList(query: { name?: string; line?: string }): Promise<SubwayStation[]> {
      return repo.listStations({
        ...(query.name ? { namePrefix: query.name } : {}),
        ...(query.line ? { line: query.line } : {}),
      });
    },
  };
}

export type CommonService = ReturnType<typeof createCommonService>;
