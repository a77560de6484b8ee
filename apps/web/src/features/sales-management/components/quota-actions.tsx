import type { Envelope } from '@ansim/domain/contract';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { quotaCalls } from '../api/quota-calls.ts';
import { QUOTA_MSG } from '../messages-quota.ts';
import { MarkDialog } from './mark-dialog.tsx';
import { ProxyRequestDialog } from './proxy-request-dialog.tsx';

/**
 * The per-listing quota actions the dashboard's menu opens: a 안전방 mark, a lawyer certification request and
 * a proxy document request. Each asks the server for the current counts first (another device may have
 * spent one), then opens its dialog; `onDone` runs after a successful use, so the caller can refresh.
 */
export interface QuotaActionOptions {
  saleNo: number;
  onDone?: () => void;
}

const SUCCESS = 1;

/** The entity of a successful answer; otherwise the server's message (a 409's Korean text) in an alert. */
async function answered<T>(send: () => Promise<Envelope<T>>): Promise<T | null> {
  let envelope: Envelope<T>;
  try {
    envelope = await send();
  } catch (error) {
    await alertDialog({ message: thrownMessage(error) });
    return null;
  }
  if (envelope.code === SUCCESS) return envelope.entity;
  await alertDialog({ message: envelope.message });
  return null;
}

const signedInUserNo = (): number | null => useUserStore.getState().user?.userNo ?? null;

export async function openBaroMarkDialog({ saleNo, onDone }: QuotaActionOptions): Promise<void> {
  const userNo = signedInUserNo();
  if (userNo === null) return;
  const counts = await answered(() => quotaCalls.baroMark(userNo));
  if (!counts) return;
  openModal((close) => (
    <MarkDialog
      kind="baro"
      saleNo={saleNo}
      available={counts.availBaroQty}
      used={counts.useBaroQty}
      onClose={close}
      onUse={async () => {
        const used = await answered(() => quotaCalls.baroUse(userNo, saleNo));
        close();
        if (!used) return;
        onDone?.();
        await alertDialog({ message: QUOTA_MSG.baro.done(saleNo) });
      }}
    />
  ));
}

export async function openLawyerRequestDialog({ saleNo, onDone }: QuotaActionOptions): Promise<void> {
  const userNo = signedInUserNo();
  if (userNo === null) return;
  const counts = await answered(() => quotaCalls.lawyerMark(userNo));
  if (!counts) return;
  openModal((close) => (
    <MarkDialog
      kind="lawyer"
      saleNo={saleNo}
      available={counts.availLawyerQty}
      used={counts.useLawyerQty}
      onClose={close}
      onUse={async () => {
        const requested = await answered(() => quotaCalls.lawyerUse(userNo, saleNo));
        close();
        if (!requested) return;
        onDone?.();
        await alertDialog({ message: QUOTA_MSG.lawyer.done(saleNo) });
      }}
    />
  ));
}

export async function openProxyRequestDialog({ saleNo, onDone }: QuotaActionOptions): Promise<void> {
  const userNo = signedInUserNo();
  if (userNo === null) return;
  const check = await answered(() => quotaCalls.proxyCheck(userNo));
  if (!check) return;
  openModal((close) => (
    <ProxyRequestDialog
      saleNo={saleNo}
      remaining={check.remaining}
      total={check.vicariously}
      csPhone={check.csPhone}
      onClose={close}
      onUse={async () => {
        const used = await answered(() => quotaCalls.proxyUse(userNo, saleNo));
        close();
        if (!used) return;
        onDone?.();
        await alertDialog({ message: QUOTA_MSG.proxy.done(used.remaining) });
      }}
      onApply={async () => {
        const applied = await answered(() => quotaCalls.proxyApply(userNo));
        close();
        if (!applied) return;
        onDone?.();
        await alertDialog({ message: QUOTA_MSG.proxy.applied });
      }}
    />
  ));
}
