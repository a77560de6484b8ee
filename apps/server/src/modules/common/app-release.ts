import type { Device, IntroEntity } from '@ansim/domain/contract';
import type { AppRelease } from '../../config.ts';

/** Compares dotted versions numerically ('1.10.0' is after '1.9.2'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

const VERSION = /^\d+(\.\d+){0,3}$/;

/**
 * What the intro call offers a device: the latest release, forced when the device's app is older than
 * the minimum (an app that does not say its version is treated as old), and the store of its platform.
 */
export function releaseFor(release: AppRelease | null, device: Device | undefined): IntroEntity {
  if (!release) return { version: null };
  const appVersion = device?.appVersion && VERSION.test(device.appVersion) ? device.appVersion : '0';
  const platform = `${device?.os ?? ''} ${device?.deviceType ?? ''}`.toLowerCase();
  const storeUrl = /ios|iphone|ipad/.test(platform)
    ? release.storeUrl.ios
    : /android/.test(platform)
      ? release.storeUrl.android
      : undefined;
  return {
    version: {
      version: release.latest,
      isForce: release.min !== undefined && compareVersions(appVersion, release.min) < 0,
      ...(storeUrl ? { storeUrl } : {}),
    },
  };
}
