import type { JoinType } from '@ansim/domain';
import { MSG } from '../messages.ts';
import { onNativeMessage, postNative, requestNative } from './bridge.ts';
import { done, type NativeResult, skipped } from './result.ts';
import { isNativeApp } from './transport.ts';
import {
  type CameraPermission,
  notInBrowser,
  type Position,
  type ShareOutcome,
  webBrowse,
  webCameraPermission,
  webCurrentPosition,
  webDownload,
  webShare,
  webShowSms,
} from './web-fallbacks.ts';

/** The product.md §A7 command list, in its order. Tests check that nothing is missing. */
export const NATIVE_COMMANDS = [
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
] as const;
export type NativeCommand = (typeof NATIVE_COMMANDS)[number];

/** How long to wait for the shell to answer before treating it as silent. */
export const NATIVE_REPLY_TIMEOUT_MS = 5_000;
/** The gateway must not hold the user on a location prompt (product.md §A2: never block). */
export const LOCATION_TIMEOUT_MS = 3_000;

/** Seoul City Hall, used when no position can be had. */
export const DEFAULT_POSITION: Position = { lat: 37.5666, lng: 126.9784 };

export interface RegistrationInfo {
  pushToken: string;
  deviceId: string;
  deviceType: string;
  appVersion: string;
  os: string;
}

export interface LocationReading extends Position {
  /** product.md §A4 "Native location callback": 1 a reading, -1 (with -1,-1 coordinates) none available. */
  code: number;
  source: 'native' | 'browser' | 'default';
}

export interface KakaoShareContent {
  title: string;
  description?: string;
  imageUrl?: string;
  link: string;
}

/** What the shell reports after a social sign-in (product.md §A4 "Social sign-in callback"). */
export interface SnsLoginResult {
  code: number;
  id?: string;
  email?: string;
  name?: string;
  joinType?: JoinType;
}

const sent = (command: NativeCommand, payload?: unknown): NativeResult<undefined> | null =>
  postNative(command, payload) ? done('native', undefined) : null;

async function asked<T>(command: NativeCommand, payload?: unknown, timeoutMs = NATIVE_REPLY_TIMEOUT_MS) {
  const answer = await requestNative<T>(command, payload, timeoutMs);
  return answer === null ? skipped<T>('native', `${command}: no answer`) : done('native', answer);
}

async function getLocation(timeoutMs = LOCATION_TIMEOUT_MS): Promise<NativeResult<LocationReading>> {
  if (isNativeApp()) {
    const answer = await requestNative<{ code?: number; lat?: number; lng?: number }>(
      'getLocation',
      undefined,
      timeoutMs,
    );
    if (answer && answer.code === 1 && typeof answer.lat === 'number' && typeof answer.lng === 'number') {
      return done('native', { lat: answer.lat, lng: answer.lng, code: 1, source: 'native' });
    }
    return done('native', { ...DEFAULT_POSITION, code: answer?.code ?? -1, source: 'default' });
  }
  const position = await webCurrentPosition(timeoutMs);
  return done(
    'web',
    position
      ? { ...position, code: 1, source: 'browser' }
      : { ...DEFAULT_POSITION, code: -1, source: 'default' },
  );
}

/**
 * The typed native bridge. Inside the app each command goes to the shell; in a browser each has the nearest
 * web equivalent, or resolves with the reason it has none. No command throws.
 */
export const native = {
  finish: async (): Promise<NativeResult<void>> => sent('finish') ?? skipped('web', MSG.native.noWebFinish),

  getRegistrationKey: async (): Promise<NativeResult<RegistrationInfo>> =>
    isNativeApp() ? asked<RegistrationInfo>('getRegistrationKey') : notInBrowser('getRegistrationKey'),

  shareText: async (text: string): Promise<NativeResult<ShareOutcome | undefined>> =>
    sent('shareText', { text }) ?? webShare({ text }),

  shareUrl: async (url: string, title?: string): Promise<NativeResult<ShareOutcome | undefined>> =>
    sent('shareUrl', { url, title }) ?? webShare(title ? { title, url } : { url }),

  /** Kakao's SDK is the app's; the browser shares the same link through the system sheet or clipboard. */
  shareKaKao: async (content: KakaoShareContent): Promise<NativeResult<ShareOutcome | undefined>> =>
    sent('shareKaKao', content) ??
    webShare({ title: content.title, text: content.description ?? content.title, url: content.link }),

  showSms: async (phone: string, body?: string): Promise<NativeResult<string | undefined>> =>
    sent('showSms', { phone, body }) ?? webShowSms(phone, body),

  hideIntro: async (): Promise<NativeResult<void>> => sent('hideIntro') ?? notInBrowser('hideIntro'),

  firstRun: async (): Promise<NativeResult<void>> => sent('firstRun') ?? notInBrowser('firstRun'),

  cameraPermission: async (): Promise<NativeResult<CameraPermission>> => {
    if (!isNativeApp()) return webCameraPermission();
    const answer = await asked<{ granted?: boolean }>('cameraPermission');
    return answer.ok ? done('native', answer.value.granted ? 'granted' : 'denied') : answer;
  },

  captureCard: async (payload?: { saleNo?: number }): Promise<NativeResult<void>> =>
    sent('captureCard', payload) ?? notInBrowser('captureCard'),

  goToSetting: async (): Promise<NativeResult<void>> => sent('goToSetting') ?? notInBrowser('goToSetting'),

  browse: async (url: string): Promise<NativeResult<void>> => sent('browse', { url }) ?? webBrowse(url),

  getEncryptValue: async (value: string): Promise<NativeResult<string>> =>
    isNativeApp() ? asked<string>('getEncryptValue', { value }) : notInBrowser('getEncryptValue'),

  /** The deep link the app was opened with; a browser simply is at that URL already. */
  getDynamicLink: async (): Promise<NativeResult<string | null>> =>
    isNativeApp() ? asked<string | null>('getDynamicLink') : notInBrowser('getDynamicLink'),

  gpsSetting: async (): Promise<NativeResult<void>> => sent('gpsSetting') ?? notInBrowser('gpsSetting'),

  getLocation,

  /**
   * The app signs in with the provider's SDK and reports back through `onSnsLogin`. In a browser the
   * sign-in page redirects to the server's OAuth flow instead (DESIGN.md), so there is nothing to do here.
   */
  loginForSns: async (joinType: JoinType): Promise<NativeResult<void>> =>
    sent('loginForSns', { joinType }) ?? notInBrowser('loginForSns'),

  downloadFile: async (url: string, fileName: string): Promise<NativeResult<void>> =>
    sent('downloadFile', { url, fileName }) ?? webDownload(url, fileName),
} satisfies Record<NativeCommand, (...args: never[]) => Promise<NativeResult<unknown>>>;

/** The device back button of the app shell. */
export const onNativeBack = (listener: () => void): (() => void) => onNativeMessage('back', () => listener());

/** Position updates the shell pushes on its own (product.md §A4: the later definition only stores the position). */
export const onNativeLocation = (listener: (reading: { code: number; lat: number; lng: number }) => void) =>
  onNativeMessage('getLocation', (data) => {
    const reading = data as { code?: unknown; lat?: unknown; lng?: unknown } | null;
    if (
      reading &&
      typeof reading.code === 'number' &&
      typeof reading.lat === 'number' &&
      typeof reading.lng === 'number'
    ) {
      listener({ code: reading.code, lat: reading.lat, lng: reading.lng });
    }
  });

export const onSnsLogin = (listener: (result: SnsLoginResult) => void) =>
  onNativeMessage('loginForSns', (data) => {
    const result = data as SnsLoginResult | null;
    if (result && typeof result.code === 'number') listener(result);
  });

/** Injected by the shell: 0 on the first run after install. A browser is never on a first run. */
export function readNativeFirstInfo(win: Window = window): 0 | 1 {
  return isNativeApp(win) && Number(win.nativeFirstInfo) === 0 ? 0 : 1;
}
