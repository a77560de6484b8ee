import {
  INQUIRY_OTHER_CODE,
  INQUIRY_REASON_CODES,
  INQUIRY_TYPE_SALE,
  type InquiryReasonCode,
} from '@ansim/domain';
import { INQUIRY_LIMITS } from '@ansim/domain/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useCodeList } from '../../../shared/api/get-code-list.ts';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { native } from '../../../shared/native/index.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { Checkbox, TextField } from '../../../shared/ui/form/fields.tsx';
import { digitsOnly } from '../../../shared/ui/form/masks.ts';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { Spinner } from '../../../shared/ui/loading-indicator.tsx';
import { postChatInquiry } from '../api/post-chat-inquiry.ts';
import { CHAT_INQUIRY as TEXT } from '../messages-chat-inquiry.ts';
import styles from './chat-inquiry-dialog.module.css';

const SUCCESS = 1;

const isReasonCode = (code: string): code is InquiryReasonCode =>
  (INQUIRY_REASON_CODES as readonly string[]).includes(code);

export interface ChatInquiryTarget {
  saleNo: number;
  /** The listing's broker; the server checks it against the listing's owner. */
  saleUserNo: number;
  /** The broker's KakaoTalk channel (pf.kakao.com only, checked by the server); null when none. */
  kakaoChannelUrl?: string | null;
}

export interface ChatInquiryAsker {
  userNo: number;
  name: string;
  phone: string;
}

/** What is wrong with the answers, in the spec's words; null when they can be sent. */
export function chatInquiryErrors(reasons: readonly string[], other: string, phone: string) {
  const reasonType = reasons.length === 0 ? TEXT.reasonTypeRequired : null;
  const reason =
    reasons.includes(INQUIRY_OTHER_CODE) && other.trim().length < INQUIRY_LIMITS.reason.min
      ? TEXT.reasonTooShort
      : null;
  const phoneError = phone !== '' && !/^\d{1,11}$/.test(phone) ? TEXT.phoneFormat : null;
  return reasonType || reason || phoneError ? { reasonType, reason, phone: phoneError } : null;
}

interface ChatInquiryDialogProps extends ChatInquiryTarget {
  asker: ChatInquiryAsker;
  onClose: () => void;
}

/**
 * 채팅 문의: the INQUIRY reasons as checkboxes (several at once), 기타 opening a text box of 5–100 characters
 * with its counter, and the asker's name and phone as the account has them. The answer of the server closes
 * this modal and says how it went in an alert of its own (spec 02 §4 "Inquiry save").
 */
function ChatInquiryDialog({ saleNo, saleUserNo, kakaoChannelUrl, asker, onClose }: ChatInquiryDialogProps) {
  const headingId = useId();
  const introId = useId();
  const otherId = useId();
  const otherMessageId = useId();
  const counterId = useId();
  const reasonErrorId = useId();
  const kakaoId = useId();
  const firstRef = useRef<HTMLHeadingElement>(null);
  const otherRef = useRef<HTMLTextAreaElement>(null);
  const codes = useCodeList({ groupCode: 'INQUIRY' });
  const [reasons, setReasons] = useState<InquiryReasonCode[]>([]);
  const [other, setOther] = useState('');
  const [name, setName] = useState(asker.name);
  const [phone, setPhone] = useState(asker.phone);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  const errors = submitted ? chatInquiryErrors(reasons, other, phone) : null;
  const otherChosen = reasons.includes(INQUIRY_OTHER_CODE);
  const reasonCodes = (codes.data ?? []).filter((code) => isReasonCode(code.code));

  const toggle = (code: InquiryReasonCode, checked: boolean) => {
    setReasons((current) =>
      checked ? [...current, code].sort() : current.filter((chosen) => chosen !== code),
    );
    if (code === INQUIRY_OTHER_CODE && checked) requestAnimationFrame(() => otherRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = chatInquiryErrors(reasons, other, phone);
    if (found) {
      if (found.reason) otherRef.current?.focus();
      return;
    }
    setSending(true);
    let message: string;
    try {
      const envelope = await postChatInquiry({
        inquiryNo: null,
        userNo: asker.userNo,
        saleNo,
        saleUserNo,
        inquiryType: INQUIRY_TYPE_SALE,
        reasonType: reasons,
        reason: otherChosen ? other.trim() : null,
        name: name.trim() === '' ? null : name.trim(),
        phone: phone === '' ? null : phone,
      });
      message = envelope.code === SUCCESS ? TEXT.saved : envelope.message;
    } catch (error) {
      message = thrownMessage(error);
    }
    // Success or refusal, the modal closes and the alert says which (spec 02 §4).
    onClose();
    await alertDialog({ message });
  };

  return (
    <DialogFrame layout="sheet" labelledBy={headingId} describedBy={introId} initialFocusRef={firstRef}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.head}>
          <div className={styles.titles}>
            <h2 id={headingId} ref={firstRef} tabIndex={-1} className={styles.title}>
              {TEXT.title}
            </h2>
            <p id={introId} className={styles.intro}>
              {TEXT.subtitle}
            </p>
          </div>
          <button type="button" className={styles.close} aria-label={TEXT.close} onClick={onClose}>
            <IconClose size={22} />
          </button>
        </div>
        <div className={styles.body}>
          {kakaoChannelUrl && (
            // A second way to ask, beside the form: the app opens the link in the system browser or KakaoTalk.
            <div className={styles.kakao}>
              <p id={kakaoId} className={styles.kakaoText}>
                {TEXT.kakaoIntro}
              </p>
              <Button
                variant="secondary"
                block
                aria-describedby={kakaoId}
                onClick={() => void native.browse(kakaoChannelUrl)}
              >
                <IconKakaoTalk />
                {TEXT.kakao}
              </Button>
            </div>
          )}
          <fieldset
            className={styles.reasons}
            aria-invalid={errors?.reasonType ? true : undefined}
            aria-describedby={errors?.reasonType ? reasonErrorId : undefined}
          >
            <legend className={styles.legend}>{TEXT.reasons}</legend>
            {codes.isPending && (
              <p className={styles.loading} role="status">
                <Spinner />
                <span className="visually-hidden">{TEXT.codesLoading}</span>
              </p>
            )}
            {codes.isError && (
              <p className={styles.error} role="alert">
                {TEXT.codesError}
              </p>
            )}
            {reasonCodes.map((code) => (
              <Checkbox
                key={code.code}
                name="reasonType"
                value={code.code}
                label={code.codeName}
                checked={reasons.includes(code.code as InquiryReasonCode)}
                onChange={(event) => toggle(code.code as InquiryReasonCode, event.target.checked)}
                className={styles.reason}
              />
            ))}
            {errors?.reasonType && (
              <p id={reasonErrorId} className={styles.error}>
                {errors.reasonType}
              </p>
            )}
          </fieldset>
          {otherChosen && (
            <div className={styles.other}>
              <label htmlFor={otherId} className={styles.label}>
                {TEXT.otherLabel}
              </label>
              <textarea
                ref={otherRef}
                id={otherId}
                name="reason"
                className={styles.textarea}
                value={other}
                rows={3}
                maxLength={INQUIRY_LIMITS.reason.max}
                placeholder={TEXT.otherPlaceholder}
                aria-invalid={errors?.reason ? true : undefined}
                aria-describedby={`${errors?.reason ? `${otherMessageId} ` : ''}${counterId}`}
                onChange={(event) => setOther(event.target.value)}
              />
              <div className={styles.foot}>
                <p id={otherMessageId} className={styles.error}>
                  {errors?.reason ?? ''}
                </p>
                <p className={styles.counter}>
                  <span aria-hidden="true">{TEXT.counter(other.length)}</span>
                  <span id={counterId} className="visually-hidden">
                    {TEXT.counterLabel(other.length)}
                  </span>
                </p>
              </div>
            </div>
          )}
          <div className={styles.contact}>
            <TextField
              label={TEXT.name}
              name="name"
              value={name}
              maxLength={INQUIRY_LIMITS.name.max}
              autoComplete="name"
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label={TEXT.phone}
              name="phone"
              value={phone}
              inputMode="numeric"
              autoComplete="tel"
              hint={TEXT.phoneHint}
              error={errors?.phone}
              onChange={(event) => setPhone(digitsOnly(INQUIRY_LIMITS.phone.max)(event.target.value))}
            />
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="large" onClick={onClose}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" size="large" disabled={sending}>
            {sending ? TEXT.sending : TEXT.submit}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** KakaoTalk's speech bubble, in the button's own colour. */
function IconKakaoTalk() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 3.5c-5 0-9 3.2-9 7.1 0 2.5 1.6 4.7 4.1 5.9l-.9 3.4c-.1.3.3.6.6.4l4-2.7c.4 0 .8.1 1.2.1 5 0 9-3.2 9-7.1S17 3.5 12 3.5Z" />
    </svg>
  );
}

export function openChatInquiryDialog(target: ChatInquiryTarget, asker: ChatInquiryAsker): void {
  openModal((close) => <ChatInquiryDialog {...target} asker={asker} onClose={close} />);
}
