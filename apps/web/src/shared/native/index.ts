export { installNativeReceiver, onNativeMessage, receiveNativeMessage } from './bridge.ts';
export {
  DEFAULT_POSITION,
  type KakaoShareContent,
  type LocationReading,
  NATIVE_COMMANDS,
  type NativeCommand,
  native,
  onNativeBack,
  onNativeLocation,
  onSnsLogin,
  type RegistrationInfo,
  readNativeFirstInfo,
  type SnsLoginResult,
} from './commands.ts';
export type { NativeResult } from './result.ts';
export { detectTransport, isNativeApp, type NativeTransport } from './transport.ts';
