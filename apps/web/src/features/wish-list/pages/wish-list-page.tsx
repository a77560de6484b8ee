import { MSG } from '../../../shared/messages.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconHeart } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { useUserStore } from '../../../stores/user-store.ts';

/** Route /wishList: the favourites. A visitor is invited to sign in, since likes belong to an account. */
export function WishListPage() {
  const signedIn = useUserStore((state) => state.user !== null);
  if (signedIn) return <PreparingScreen screen={MSG.titles.wishList} />;
  return (
    <PageSection width="wide">
      <PromptCard
        centered
        icon={<IconHeart size={26} />}
        title={MSG.wishList.guestTitle}
        body={MSG.wishList.guestBody}
        actions={
          <ButtonLink to="/login" size="large">
            {MSG.common.login}
          </ButtonLink>
        }
      />
    </PageSection>
  );
}
