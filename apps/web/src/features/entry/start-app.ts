import { MSG } from '../../shared/messages.ts';
import { alertDialog, confirmDialog } from '../../shared/modal/dialogs.tsx';
import { isNativeApp, native, readNativeFirstInfo } from '../../shared/native/index.ts';
import { type DeviceInfo, useServiceStore } from '../../stores/service-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { postIntro } from './api/post-intro.ts';

/**
 * product.md §A4 "Native app start": compare versions and offer the update; either answer continues. The intro
 * call failing (offline, old server) must not keep anyone out.
 */
async function offerUpdate(device: DeviceInfo): Promise<void> {
  let intro: Awaited<ReturnType<typeof postIntro>>;
  try {
    intro = await postIntro({ device, userNo: useUserStore.getState().user?.userNo ?? null });
  } catch {
    return;
  }
  const latest = intro.version;
  if (!latest || latest.version === device.appVersion) return;
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
 * The gateway's work (product.md §A2 route "/"): find where the user is, and in the app also register the
 * device. Never blocks: every step has a time limit or a fallback. Returns where to go next.
 */
export async function startApp(): Promise<'/auth' | '/main'> {
  const { setLocation, setDeviceInfo } = useServiceStore.getState();
  const locating = native.getLocation().then((result) => {
    if (result.ok) {
      const { lat, lng, code, source } = result.value;
      setLocation({ lat, lng, code, source });
    }
  });

  if (!isNativeApp()) {
    await locating;
    return '/auth';
  }

  const [registration] = await Promise.all([native.getRegistrationKey(), locating]);
  if (registration.ok) {
    setDeviceInfo(registration.value);
    await offerUpdate(registration.value);
  }
  await native.hideIntro();
  return readNativeFirstInfo() === 0 ? '/auth' : '/main';
}
