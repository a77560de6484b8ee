import { MSG } from '../../shared/messages.ts';
import { alertDialog, confirmDialog } from '../../shared/modal/dialogs.tsx';
import { isNativeApp, type LocationReading, native, readNativeFirstInfo } from '../../shared/native/index.ts';
import { type DeviceInfo, useServiceStore } from '../../stores/service-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { postIntro } from './api/post-intro.ts';

/** Spec 01 §2: a dynamic link set in state is navigated to this long after the start. */
export const DYNAMIC_LINK_DELAY_MS = 1_000;

/** Dotted versions as numbers ('1.10.0' is after '1.9.2'); a part that is not a number counts as 0. */
export function isNewerVersion(offered: string, installed: string): boolean {
  const a = offered.split('.').map((part) => Number(part) || 0);
  const b = installed.split('.').map((part) => Number(part) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}

/**
 * Spec 01 §4 "Native app start": compare versions and offer the update; either answer continues. The
 * spec says "differs"; only a newer server version is offered, so a test build ahead of the store is never
 * told to go back. The intro call failing (offline, old server) must not keep anyone out.
 */
async function offerUpdate(device: DeviceInfo): Promise<void> {
  let intro: Awaited<ReturnType<typeof postIntro>>;
  try {
    intro = await postIntro({ device, userNo: useUserStore.getState().user?.userNo ?? null });
  } catch {
    return;
  }
  const latest = intro.version;
  if (!latest || !isNewerVersion(latest.version, device.appVersion)) return;
  let update = true;
  if (latest.isForce) await alertDialog({ message: MSG.spec.forcedUpdate, confirmLabel: MSG.common.update });
  else
    update = await confirmDialog({
      message: MSG.spec.optionalUpdate,
      confirmLabel: MSG.common.update,
      cancelLabel: MSG.common.later,
    });
  if (update && latest.storeUrl) await native.browse(latest.storeUrl);
}

/**
 * Spec 01 §4 "Native location callback" and §8 "GPS off": the app reports no reading (-1) when its location
 * service is off; the user is asked once per start whether to open the settings.
 */
async function offerGpsSetting(reading: LocationReading): Promise<void> {
  if (reading.code === 1) return;
  if (await confirmDialog({ message: MSG.spec.gpsOff })) await native.gpsSetting();
}

/**
 * The link the app was opened with, as a path of this site; null for none or for another site's (the app
 * only follows its own links).
 */
async function readDynamicLink(): Promise<string | null> {
  const answer = await native.getDynamicLink();
  if (!answer.ok || !answer.value) return null;
  try {
    const url = new URL(answer.value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path === '/' ? null : path;
  } catch {
    return null;
  }
}

export interface StartResult {
  next: '/auth' | '/main';
  /** Spec 01 §2: where the app was opened to, followed DYNAMIC_LINK_DELAY_MS after `next`. */
  dynamicLink: string | null;
}

/**
 * The gateway's work (spec 01 §2 route "/", §4 "Native app start"): find where the user is, and in the app
 * also save the device, ask the intro for the release, offer the update and read the dynamic link. Never
 * blocks: every step has a time limit or a fallback.
 */
export async function startApp(): Promise<StartResult> {
  const { setLocation, setDeviceInfo } = useServiceStore.getState();
  const locating = native.getLocation().then((result) => {
    if (!result.ok) return null;
    const { lat, lng, code, source } = result.value;
    setLocation({ lat, lng, code, source });
    return result.value;
  });

  if (!isNativeApp()) {
    await locating;
    return { next: '/auth', dynamicLink: null };
  }

  const [registration, reading, dynamicLink] = await Promise.all([
    native.getRegistrationKey(),
    locating,
    readDynamicLink(),
  ]);
  // The splash goes before anything asks the user: a dialog behind the splash could not be answered.
  await native.hideIntro();
  if (registration.ok) {
    setDeviceInfo(registration.value);
    await offerUpdate(registration.value);
  }
  if (reading) await offerGpsSetting(reading);
  return { next: readNativeFirstInfo() === 0 ? '/auth' : '/main', dynamicLink };
}
