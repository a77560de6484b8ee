import { normalizePhone, validateMobilePhone } from '@ansim/domain';
import { ERRORS, SMS_RULES, type SmsPurpose } from '@ansim/domain/contract';
import { type Ref, useId, useRef, useState } from 'react';
import { thrownMessage } from '../api/server-error.ts';
import { formatSeconds, useCountdown } from '../hooks/use-countdown.ts';
import { AUTH_MSG } from '../messages-auth.ts';
import { Button } from '../ui/button.tsx';
import { formStyles, TextField } from '../ui/form/fields.tsx';
import { useMatchSmsCode } from './get-auth-match.ts';
import { useSendSmsCode } from './post-auth-send.ts';

export interface PhoneVerificationProps {
  purpose: SmsPurpose;
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The proof of a verified `phone`, or null while unverified. */
  verificationId: string | null;
  onVerifiedChange: (verificationId: string | null) => void;
  /** A message about the phone from outside: required on submit, already registered. */
  error?: string | null | undefined;
  label?: string;
  autoFocus?: boolean;
  /** The phone input, so that a form can focus it when the phone is wrong or unproved. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * A phone number proved by SMS: 인증번호 받기 sends a 6-digit code (valid 3 minutes, shown counting down);
 * a new code can be asked for after 60 s; 확인 checks it and hands the form the verification id. Changing
 * the number drops the proof.
 */
export function PhoneVerification({
  purpose,
  phone,
  onPhoneChange,
  verificationId,
  onVerifiedChange,
  error,
  label = AUTH_MSG.form.phone,
  autoFocus,
  inputRef,
  onBlur,
}: PhoneVerificationProps) {
  const send = useSendSmsCode();
  const match = useMatchSmsCode();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const remaining = useCountdown(expiresAt);
  const resendWait = useCountdown(resendAt);
  const verified = verificationId !== null;
  const expired = sentTo !== null && expiresAt !== null && remaining === 0;

  const reset = () => {
    setSentTo(null);
    setExpiresAt(null);
    setCode('');
    setCodeError(null);
    if (verified) onVerifiedChange(null);
  };

  const onSend = async () => {
    const check = validateMobilePhone(phone);
    if (!check.ok) {
      setPhoneError(check.message);
      return;
    }
    setPhoneError(null);
    setCodeError(null);
    const target = normalizePhone(phone);
    try {
      const envelope = await send.mutateAsync({ phone: target, purpose });
      if (envelope.code !== 1) {
        // -1201: a code went out less than a minute ago; -1206: none left today.
        setPhoneError(envelope.message);
        return;
      }
      // Counted from our own clock with the server's rules, so a device with a wrong clock still counts right.
      const now = Date.now();
      setSentTo(target);
      setCode('');
      setExpiresAt(now + SMS_RULES.ttlSeconds * 1000);
      setResendAt(now + SMS_RULES.resendCooldownSeconds * 1000);
      // The code field appears with this render; the next frame can focus it.
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (cause) {
      setPhoneError(thrownMessage(cause));
    }
  };

  const onMatch = async () => {
    if (!sentTo) {
      setCodeError(AUTH_MSG.sms.sendFirst);
      return;
    }
    if (expired) {
      setCodeError(AUTH_MSG.sms.expired);
      return;
    }
    if (!/^\d{6}$/.test(code)) {
      setCodeError(AUTH_MSG.sms.codeFormat);
      codeRef.current?.focus();
      return;
    }
    try {
      const envelope = await match.mutateAsync({ phone: sentTo, purpose, code });
      if (envelope.code === 1 && envelope.entity) {
        setCodeError(null);
        setExpiresAt(null);
        setResendAt(null);
        onVerifiedChange(envelope.entity.verificationId);
        return;
      }
      setCodeError(envelope.message);
      // Five wrong codes or an expired one: this code is spent, a new one must be asked for.
      if (envelope.code === ERRORS.SMS_TOO_MANY_ATTEMPTS.code || envelope.code === ERRORS.SMS_EXPIRED.code) {
        setExpiresAt(Date.now());
        setResendAt(null);
      }
    } catch (cause) {
      setCodeError(thrownMessage(cause));
    }
  };

  const sendLabel =
    sentTo === null
      ? AUTH_MSG.sms.send
      : resendWait > 0
        ? AUTH_MSG.sms.resendIn(formatSeconds(resendWait))
        : AUTH_MSG.sms.resend;

  return (
    <div className={formStyles.group}>
      <TextField
        ref={inputRef}
        name="phone"
        onBlur={onBlur}
        label={label}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={AUTH_MSG.form.phonePlaceholder}
        maxLength={11}
        value={phone}
        readOnly={verified}
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          // Enter in the number asks for the code rather than submitting the whole form.
          if (event.key !== 'Enter' || verified) return;
          event.preventDefault();
          if (!send.isPending && resendWait === 0) void onSend();
        }}
        onChange={(event) => {
          const next = digitsOnly(event.target.value, 11);
          if (next === phone) return;
          onPhoneChange(next);
          setPhoneError(null);
          if (sentTo !== null || verified) reset();
        }}
        error={phoneError ?? error}
        success={verified ? AUTH_MSG.sms.verified : null}
        action={
          verified ? (
            <Button variant="secondary" className={formStyles.action} onClick={reset}>
              {AUTH_MSG.sms.changeNumber}
            </Button>
          ) : (
            <Button
              variant={sentTo === null ? 'primary' : 'secondary'}
              className={formStyles.action}
              disabled={send.isPending || resendWait > 0}
              onClick={onSend}
            >
              {sendLabel}
            </Button>
          )
        }
      />
      {sentTo !== null && !verified && (
        <TextField
          id={codeId}
          ref={codeRef}
          label={AUTH_MSG.sms.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={AUTH_MSG.sms.codePlaceholder}
          maxLength={6}
          value={code}
          onChange={(event) => {
            setCode(digitsOnly(event.target.value, 6));
            setCodeError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void onMatch();
            }
          }}
          inner={
            <span
              className={formStyles.timer}
              role="timer"
              aria-label={AUTH_MSG.sms.remaining(formatSeconds(remaining))}
            >
              {formatSeconds(remaining)}
            </span>
          }
          error={codeError ?? (expired ? AUTH_MSG.sms.expired : null)}
          hint={AUTH_MSG.sms.sent}
          action={
            <Button className={formStyles.action} disabled={match.isPending || expired} onClick={onMatch}>
              {AUTH_MSG.sms.confirm}
            </Button>
          }
        />
      )}
    </div>
  );
}
