import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../shared/ui/form/fields.tsx';
import { PUSH_MSG as TEXT } from '../messages-push.ts';
import { detectPushDevice, isSubscribed, turnOff, turnOn } from '../model/device-push.ts';
import { SwitchRow } from './switch-row.tsx';

const PUSH_STATE_KEY = ['notification', 'push-device'] as const;

/**
 * '이 기기로 푸시 알림 받기' on /myPage/alarm: shown when this device can take pushes (the app, or a browser
 * with the Push API, the service worker and a server key); nothing otherwise.
 */
export function PushOptIn({ userNo }: { userNo: number }) {
  const queryClient = useQueryClient();
  const key = [...PUSH_STATE_KEY, userNo];
  const state = useQuery({
    queryKey: key,
    queryFn: async () => {
      const device = await detectPushDevice();
      return { device, on: device ? await isSubscribed(device) : false };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const device = state.data?.device;
  if (!device) return null;

  const change = async (value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (value) {
        const result = await turnOn(device);
        if (result === 'denied') setError(TEXT.denied);
        if (result === 'no-key') setError(TEXT.noKey);
        queryClient.setQueryData(key, { device, on: result === 'on' });
      } else {
        await turnOff(device);
        queryClient.setQueryData(key, { device, on: false });
      }
    } catch {
      setError(TEXT.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SwitchRow
        label={TEXT.label}
        description={TEXT.body}
        checked={state.data?.on ?? false}
        disabled={busy}
        onChange={(value) => void change(value)}
      />
      <FormAlert>{error}</FormAlert>
    </>
  );
}
