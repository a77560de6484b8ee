import type { CommonCode, SubwayStation } from '@ansim/domain/contract';
import type { CommonRepo } from './repo.ts';

export function createCommonService(repo: CommonRepo) {
  return {
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
