import type { IntroEntity } from '@ansim/domain/contract';
import { type CallOptions, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { ROUTES } from '../../../shared/api/routes.ts';
import type { DeviceInfo } from '../../../stores/service-store.ts';

/** POST /common/intro (device, userNo). Quiet: it runs behind the splash. */
export async function postIntro(
  body: { device: DeviceInfo; userNo: number | null },
  options: CallOptions = {},
): Promise<IntroEntity> {
  return unwrap(await call(ROUTES.intro, { body }, { spinner: false, ...options }));
}
