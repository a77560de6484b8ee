import { api, type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import type { DeviceInfo } from '../../../stores/service-store.ts';

/** The server's current app version; `isForce` makes the update compulsory (spec 01 §4 "Native app start"). */
export interface IntroEntity {
  version?: { version: string; isForce: boolean; storeUrl?: string };
}

/** POST /common/intro (device, userNo). Quiet: it runs behind the splash. */
export async function postIntro(
  body: { device: DeviceInfo; userNo: number | null },
  options: CallOptions = {},
): Promise<IntroEntity> {
  return unwrap(await api.post<IntroEntity>('/common/intro', { ...body }, { spinner: false, ...options }));
}
