import type { SaleDetail } from '@ansim/domain/contract';
import { useUserStore } from '../../../stores/user-store.ts';
import { CHAT_INQUIRY_OPEN } from '../messages.ts';
import { onDemand } from '../model/on-demand.ts';
import { useSignInPrompt } from '../model/use-sign-in-prompt.ts';

// The form, and the contract's schemas it checks with, load on the first tap (model/on-demand.ts).
const loadDialog = onDemand(() => import('./chat-inquiry-dialog.tsx'));

/**
 * 채팅 문의 to the listing's broker: hidden on one's own listing; a visitor gets the login confirm and comes
 * back here after signing in (spec 02 §3, spec 01 §8).
 */
export function ChatInquiryButton({ detail, className }: { detail: SaleDetail; className?: string }) {
  const user = useUserStore((state) => state.user);
  const promptSignIn = useSignInPrompt();
  if (user && user.userNo === detail.userNo) return null;

  const open = () => {
    if (!user) {
      void promptSignIn();
      return;
    }
    const asker = { userNo: user.userNo, name: user.name, phone: (user.phone ?? '').replace(/\D/g, '') };
    void loadDialog().then((dialog) =>
      dialog?.openChatInquiryDialog(
        { saleNo: detail.saleNo, saleUserNo: detail.userNo, kakaoChannelUrl: detail.broker.kakaoChannelUrl },
        asker,
      ),
    );
  };

  return (
    <button type="button" className={className} onClick={open} aria-haspopup="dialog">
      <IconChat />
      {CHAT_INQUIRY_OPEN}
    </button>
  );
}

/** A speech bubble, drawn like the kit's line icons (shared/ui/icons.tsx has none). */
function IconChat() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.3 9.6 9.6 0 0 1-3.9-.8L3 20.5l1.4-4.2A7.9 7.9 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3.2a8.4 8.4 0 0 1 9 8.3Z" />
    </svg>
  );
}
