/** What a device shows: the notification's text and the in-app path a tap opens. */
export interface PushPayload {
  notificationNo: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

export type PushTarget =
  | { kind: 'WEB'; endpoint: string; p256dh: string; auth: string }
  | { kind: 'FCM'; token: string };

export interface PushResult {
  /**
   * SENT: the push service took it. OUTBOX: no service configured, recorded in push_outbox by the caller.
   * GONE: the service says the subscription no longer exists (404/410); the caller deletes it.
   */
  status: 'SENT' | 'OUTBOX' | 'GONE' | 'FAILED';
  error?: string;
}

/** Sends one push to one device; never throws. */
export interface PushSender {
  readonly driver: 'local' | 'web-push' | 'fcm';
  send(target: PushTarget, payload: PushPayload): Promise<PushResult>;
}

/** No push service configured for this kind of device: the caller records the push in push_outbox. */
export const localPushSender: PushSender = {
  driver: 'local',
  send: async () => ({ status: 'OUTBOX' }),
};

/** One sender per kind of device, so a server may have Web Push without FCM or the other way round. */
export interface PushSenders {
  web: PushSender;
  fcm: PushSender;
}

export const pushSenderFor = (senders: PushSenders, target: PushTarget): PushSender =>
  target.kind === 'WEB' ? senders.web : senders.fcm;

export const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);
