import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveNativeMessage } from '../src/shared/native/bridge.ts';
import {
  DEFAULT_POSITION,
  detectTransport,
  NATIVE_COMMANDS,
  native,
  onNativeBack,
  readNativeFirstInfo,
} from '../src/shared/native/index.ts';
import { smsHref } from '../src/shared/native/web-fallbacks.ts';

const SPEC_COMMANDS = [
  'finish',
  'getRegistrationKey',
  'shareText',
  'shareUrl',
  'shareKaKao',
  'showSms',
  'hideIntro',
  'firstRun',
  'cameraPermission',
  'captureCard',
  'goToSetting',
  'browse',
  'getEncryptValue',
  'getDynamicLink',
  'gpsSetting',
  'getLocation',
  'loginForSns',
  'downloadFile',
];

function stubNavigator(props: Record<string, unknown>) {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

const navigatorKeys = ['share', 'clipboard', 'geolocation', 'permissions'] as const;
const originals = Object.fromEntries(
  navigatorKeys.map((key) => [key, Object.getOwnPropertyDescriptor(navigator, key)]),
);
afterEach(() => {
  for (const key of navigatorKeys) {
    const original = originals[key];
    if (original) Object.defineProperty(navigator, key, original);
    else delete (navigator as unknown as Record<string, unknown>)[key];
  }
});

/** Records the anchors the fallbacks click (sms:, downloads) instead of following them. */
function captureAnchorClicks() {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

describe('command list', () => {
  it('has exactly the product.md §A7 commands, each implemented', () => {
    expect([...NATIVE_COMMANDS]).toEqual(SPEC_COMMANDS);
    expect(Object.keys(native).sort()).toEqual([...SPEC_COMMANDS].sort());
  });
});

describe('web fallbacks (no native shell)', () => {
  it('finish has nothing to close and says why', async () => {
    expect(detectTransport()).toBeNull();
    const result = await native.finish();
    expect(result).toEqual({ ok: false, via: 'web', reason: '브라우저에서는 앱을 종료할 수 없습니다.' });
  });

  it('shareText and shareUrl use the Web Share API when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    expect(await native.shareText('안심방 매물')).toEqual({ ok: true, via: 'web', value: 'shared' });
    expect(share).toHaveBeenCalledWith({ text: '안심방 매물' });
    await native.shareUrl('https://ansim.example/s/1', '매물번호 1');
    expect(share).toHaveBeenLastCalledWith({ title: '매물번호 1', url: 'https://ansim.example/s/1' });
  });

  it('falls back to the clipboard without Web Share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    expect(await native.shareUrl('https://ansim.example/s/2')).toEqual({
      ok: true,
      via: 'web',
      value: 'copied',
    });
    expect(writeText).toHaveBeenCalledWith('https://ansim.example/s/2');
  });

  it('treats closing the share sheet as a choice, not a failure', async () => {
    const writeText = vi.fn();
    stubNavigator({
      share: vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')),
      clipboard: { writeText },
    });
    expect(await native.shareText('a')).toEqual({ ok: false, via: 'web', reason: 'cancelled' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shareKaKao shares the same link through the system', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    await native.shareKaKao({
      title: '역삼동 투룸',
      description: '1등급 매물',
      link: 'https://ansim.example/s/3',
    });
    expect(share).toHaveBeenCalledWith({
      title: '역삼동 투룸',
      text: '1등급 매물',
      url: 'https://ansim.example/s/3',
    });
  });

  it('showSms opens an sms: link with the body', async () => {
    const clicked = captureAnchorClicks();
    const result = await native.showSms('010-1234-5678', '매물 문의드립니다');
    expect(clicked[0]?.getAttribute('href')).toBe(
      `sms:01012345678?body=${encodeURIComponent('매물 문의드립니다')}`,
    );
    expect(result.ok).toBe(true);
    expect(smsHref('02-123-4567')).toBe('sms:021234567');
  });

  it('browse opens a new tab without giving it our window', async () => {
    const open = vi.fn().mockReturnValue(null);
    vi.stubGlobal('open', open);
    window.open = open;
    await native.browse('https://www.law.go.kr');
    expect(open).toHaveBeenCalledWith('https://www.law.go.kr', '_blank', 'noopener,noreferrer');
  });

  it('downloadFile clicks a download link', async () => {
    const clicked = captureAnchorClicks();
    await native.downloadFile('/files/report.pdf', '매물홍보확인서.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('/files/report.pdf');
    expect(clicked[0]?.download).toBe('매물홍보확인서.pdf');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('getLocation reads the browser position', async () => {
    stubNavigator({
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 37.5, longitude: 127.03 } } as GeolocationPosition),
      },
    });
    expect(await native.getLocation()).toEqual({
      ok: true,
      via: 'web',
      value: { lat: 37.5, lng: 127.03, code: 1, source: 'browser' },
    });
  });

  it('getLocation falls back to Seoul City Hall when refused', async () => {
    stubNavigator({
      geolocation: {
        getCurrentPosition: (_: PositionCallback, error: PositionErrorCallback) => error(null as never),
      },
    });
    const result = await native.getLocation();
    expect(result.ok && result.value).toEqual({ ...DEFAULT_POSITION, code: -1, source: 'default' });
    expect(DEFAULT_POSITION).toEqual({ lat: 37.5666, lng: 126.9784 });
  });

  it('getLocation does not wait on an unanswered permission prompt', async () => {
    vi.useFakeTimers();
    stubNavigator({ geolocation: { getCurrentPosition: () => {} } });
    const pending = native.getLocation(3000);
    await vi.advanceTimersByTimeAsync(3000);
    const result = await pending;
    expect(result.ok && result.value.source).toBe('default');
  });

  it('cameraPermission reports what the browser knows', async () => {
    stubNavigator({ permissions: { query: vi.fn().mockResolvedValue({ state: 'granted' }) } });
    expect(await native.cameraPermission()).toEqual({ ok: true, via: 'web', value: 'granted' });
    stubNavigator({ permissions: { query: vi.fn().mockRejectedValue(new TypeError('camera')) } });
    expect(await native.cameraPermission()).toEqual({ ok: true, via: 'web', value: 'prompt' });
  });

  it.each([
    ['getRegistrationKey', () => native.getRegistrationKey()],
    ['hideIntro', () => native.hideIntro()],
    ['firstRun', () => native.firstRun()],
    ['captureCard', () => native.captureCard()],
    ['goToSetting', () => native.goToSetting()],
    ['getEncryptValue', () => native.getEncryptValue('900101')],
    ['getDynamicLink', () => native.getDynamicLink()],
    ['gpsSetting', () => native.gpsSetting()],
    ['loginForSns', () => native.loginForSns('K')],
  ])('%s resolves with the reason it has no browser meaning', async (command, run) => {
    const result = await run();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe(`${command}: 앱에서만 사용할 수 있는 기능입니다.`);
  });

  it('says a browser is never on a first run', () => {
    window.nativeFirstInfo = 0;
    expect(readNativeFirstInfo()).toBe(1);
  });
});

describe('native transport', () => {
  it('posts JSON commands to the React Native WebView', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    expect(detectTransport()?.kind).toBe('react-native');
    expect(await native.finish()).toEqual({ ok: true, via: 'native', value: undefined });
    await native.browse('https://ansim.example');
    expect(postMessage.mock.calls.map(([message]) => JSON.parse(message as string))).toEqual([
      { command: 'finish' },
      { command: 'browse', payload: { url: 'https://ansim.example' } },
    ]);
  });

  it('finds the iOS message handler and the Android interface', () => {
    window.webkit = { messageHandlers: { ansim: { postMessage: vi.fn() } } };
    expect(detectTransport()?.kind).toBe('webkit');
    delete window.webkit;
    window.ansim = { postMessage: vi.fn() };
    expect(detectTransport()?.kind).toBe('android');
  });

  it('matches an answer to its request', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const pending = native.getLocation();
    const request = JSON.parse(postMessage.mock.calls[0]?.[0] as string) as { id: string; command: string };
    expect(request.command).toBe('getLocation');
    receiveNativeMessage(JSON.stringify({ id: request.id, data: { code: 1, lat: 37.49, lng: 127.02 } }));
    expect(await pending).toEqual({
      ok: true,
      via: 'native',
      value: { lat: 37.49, lng: 127.02, code: 1, source: 'native' },
    });
  });

  it('uses the default position when the app has none (-1,-1,-1)', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const pending = native.getLocation();
    const { id } = JSON.parse(postMessage.mock.calls[0]?.[0] as string) as { id: string };
    receiveNativeMessage({ id, data: { code: -1, lat: -1, lng: -1 } });
    const result = await pending;
    expect(result.ok && result.value).toEqual({ ...DEFAULT_POSITION, code: -1, source: 'default' });
  });

  it('gives up on a silent shell after the time limit', async () => {
    vi.useFakeTimers();
    window.ReactNativeWebView = { postMessage: vi.fn() };
    const pending = native.getRegistrationKey();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toEqual({ ok: false, via: 'native', reason: 'getRegistrationKey: no answer' });
  });

  it('delivers the device back event and reads the first-run flag', () => {
    const onBack = vi.fn();
    const off = onNativeBack(onBack);
    receiveNativeMessage('{"event":"back"}');
    receiveNativeMessage('not json');
    receiveNativeMessage({ nothing: true });
    off();
    receiveNativeMessage({ event: 'back' });
    expect(onBack).toHaveBeenCalledOnce();

    window.ReactNativeWebView = { postMessage: vi.fn() };
    window.nativeFirstInfo = '0';
    expect(readNativeFirstInfo()).toBe(0);
    window.nativeFirstInfo = 1;
    expect(readNativeFirstInfo()).toBe(1);
  });
});
