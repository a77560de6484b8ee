import { useLocation } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconUser } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useUserStore } from '../../../stores/user-store.ts';

/**
 * For a visitor on an inquiry screen: sign in and come back here. The same card as my-page's LoginRequired
 * (same words, same return), kept here because a feature does not import another.
 */
export function InquiryLoginRequired() {
  const { pathname, search } = useLocation();
  return (
    <PageSection>
      <PromptCard
        centered
        icon={<IconUser size={26} />}
        title={MSG.account.loginRequiredTitle}
        body={MSG.account.loginRequiredBody}
        actions={
          <ButtonLink
            to="/login"
            size="large"
            onClick={() => useUserStore.getState().setRedirectPath(`${pathname}${search}`)}
          >
            {MSG.common.login}
          </ButtonLink>
        }
      />
    </PageSection>
  );
}
