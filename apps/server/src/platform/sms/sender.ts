import { createHmac, randomBytes } from 'node:crypto';

export interface SmsResult {
  status: 'OUTBOX' | 'SENT' | 'FAILED';
  providerMessageId?: string;
  error?: string;
}

/** Sends one text message. Every message is also written to sms_messages by the caller, whatever the driver. */
export interface SmsSender {
  readonly driver: 'outbox' | 'solapi';
  send(phone: string, body: string): Promise<SmsResult>;
}

/**
 * No provider configured: the message stays in the sms_messages outbox for the operator (and tests) to
 * read. It says OUTBOX, never SENT: nothing pretends a message left the building.
 */
export const outboxSender: SmsSender = {
  driver: 'outbox',
  send: async () => ({ status: 'OUTBOX' }),
};

export interface SolapiOptions {
  apiKey: string;
  apiSecret: string;
  sender: string;
  baseUrl?: string;
}

/** SOLAPI's HMAC-SHA256 header: the signature covers date + salt with the API secret. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** SOLAPI (solapi.com) Messages API v4, used when its key, secret and registered sender are configured. */
export function solapiSender({
  apiKey,
  apiSecret,
  sender,
  baseUrl = 'https://api.solapi.com',
}: SolapiOptions): SmsSender {
  return {
    driver: 'solapi',
    async send(phone, body) {
      const date = new Date().toISOString();
      const salt = randomBytes(16).toString('hex');
      try {
        const res = await fetch(`${baseUrl}/messages/v4/send`, {
          method: 'POST',
          headers: {
            Authorization: solapiAuthorization(apiKey, apiSecret, date, salt),
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ message: { to: phone, from: sender, text: body } }),
          signal: AbortSignal.timeout(10_000),
        });
        const answer = (await res.json().catch(() => ({}))) as { messageId?: string; errorMessage?: string };
        if (!res.ok) return { status: 'FAILED', error: answer.errorMessage ?? `HTTP ${res.status}` };
        return { status: 'SENT', ...(answer.messageId ? { providerMessageId: answer.messageId } : {}) };
      } catch (error) {
        return { status: 'FAILED', error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
