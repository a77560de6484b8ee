import type { CommonCode, Device, IntroEntity, SubwayStation } from '@ansim/domain/contract';
import type { AppRelease } from '../../config.ts';
import { releaseFor } from './app-release.ts';
import type { CommonRepo } from './repo.ts';

export function createCommonService(repo: CommonRepo, appRelease: AppRelease | null) {
  return {
    intro(device: Device | undefined): IntroEntity {
      return releaseFor(appRelease, device);
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
