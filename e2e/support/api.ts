/** Small helpers for journeys that set up or read data through the API, as an operator would. */
export async function apiLogin(baseUrl: string, id: string, password = 'ansim2580!'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`sign-in of ${id} failed: ${await res.text()}`);
  return token;
}

/** The last SMS code sent to a phone, read from the outbox by the demo operator (admin01). */
export async function lastSmsCode(baseUrl: string, phone: string): Promise<string> {
  const token = await apiLogin(baseUrl, 'admin01');
  const res = await fetch(`${baseUrl}/api/admin/sms/outbox?phone=${phone}`, {
    headers: { authorization: token },
  });
  const body = (await res.json()) as { entity: { body: string }[] };
  const code = /\[(\d{6})\]/.exec(body.entity[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code sent to ${phone}`);
  return code;
}

/** A phone number of its own per journey run, so journeys never collide on the one-account-per-phone rule. */
export const uniquePhone = (): string => `010${String(Date.now() % 100_000_000).padStart(8, '0')}`;
