import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSender, solapiAuthorization, solapiSender } from '../src/platform/sms/sender.ts';

// A stand-in for SOLAPI's endpoint on loopback, checking what the real one checks: the HMAC header.
const received: { authorization: string; body: unknown }[] = [];
let failNext = false;
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    received.push({ authorization: req.headers.authorization ?? '', body: JSON.parse(raw) });
    res.setHeader('content-type', 'application/json');
    if (failNext) {
      failNext = false;
      res.statusCode = 400;
      res.end(JSON.stringify({ errorCode: 'ValidationError', errorMessage: '발신번호 미등록' }));
      return;
    }
    res.end(JSON.stringify({ messageId: 'M4V20261122', statusCode: '2000' }));
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe('SMS senders', () => {
  it('signs SOLAPI requests with HMAC-SHA256 over date and salt', () => {
    const header = solapiAuthorization('KEY', 'SECRET', '2026-11-22T00:00:00.000Z', 'abc');
    const expected = createHmac('sha256', 'SECRET').update('2026-11-22T00:00:00.000Zabc').digest('hex');
    expect(header).toBe(
      `HMAC-SHA256 apiKey=KEY, date=2026-11-22T00:00:00.000Z, salt=abc, signature=${expected}`,
    );
  });

  it('sends through SOLAPI and reports its message id', async () => {
    const sender = solapiSender({ apiKey: 'KEY', apiSecret: 'SECRET', sender: '0215880000', baseUrl });
    const result = await sender.send('01012345678', '[안심방] 인증번호 [123456]');
    expect(result).toEqual({ status: 'SENT', providerMessageId: 'M4V20261122' });
    const last = received.at(-1);
    expect(last?.body).toEqual({
      message: { to: '01012345678', from: '0215880000', text: '[안심방] 인증번호 [123456]' },
    });
    const m = /date=(\S+), salt=(\w+), signature=(\w+)/.exec(last?.authorization ?? '');
    expect(m).not.toBeNull();
    expect(m?.[3]).toBe(createHmac('sha256', 'SECRET').update(`${m?.[1]}${m?.[2]}`).digest('hex'));
  });

  it('reports a refusal as FAILED with the provider’s reason', async () => {
    failNext = true;
    const sender = solapiSender({ apiKey: 'KEY', apiSecret: 'SECRET', sender: '0215880000', baseUrl });
    expect(await sender.send('01012345678', 'x')).toEqual({ status: 'FAILED', error: '발신번호 미등록' });
  });

  it('keeps messages in the outbox without claiming they were sent', async () => {
    expect(await outboxSender.send('01012345678', 'x')).toEqual({ status: 'OUTBOX' });
  });
});
