import { useLocation } from 'react-router';
import { useUserStore } from '../../stores/user-store.ts';
import { MSG } from '../messages.ts';
import { ButtonLink } from './button.tsx';
import { IconUser } from './icons.tsx';
import { PageSection } from './page-section.tsx';
import { PromptCard } from './prompt-card.tsx';

/** For a visitor on a signed-in screen: sign in and come back here (the address with its query). */
export function LoginRequired() {
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
