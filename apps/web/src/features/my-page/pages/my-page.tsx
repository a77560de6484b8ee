import { USER_TYPE_LABELS, type UserType } from '@ansim/domain';
import { MSG } from '../../../shared/messages.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconUser } from '../../../shared/ui/icons.tsx';
import { LinkList, type LinkListItem } from '../../../shared/ui/link-list.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { userTypeOf, useUserStore } from '../../../stores/user-store.ts';
import styles from './my-page.module.css';

const SERVICE_LINKS: LinkListItem[] = [
  { to: '/myPage/notice', label: MSG.titles.notice },
  { to: '/myPage/faq', label: MSG.titles.faq },
  { to: '/myPage/guide', label: MSG.titles.guide },
  { to: '/myPage/terms', label: MSG.titles.terms },
];

/** The account menu grows with the role: brokers see their listings and ads, lawyers their settlements. */
function accountLinks(userType: UserType | null): LinkListItem[] {
  return [
    { to: '/myPage/profile', label: MSG.titles.profile },
    { to: '/myPage/alarm', label: MSG.titles.alarm },
    ...(userType === 'BROKER'
      ? [
          { to: '/myPage/sales', label: MSG.titles.mySales },
          { to: '/salesManagement/adDetail', label: MSG.titles.adDetail },
        ]
      : []),
    ...(userType === 'LAWYER' ? [{ to: '/approval/settlement', label: MSG.titles.settlement }] : []),
    { to: '/myPage/inquiry', label: MSG.titles.myInquiry },
    { to: '/inquiry', label: MSG.titles.inquiry },
  ];
}

/** Route /myPage. */
export function MyPage() {
  const user = useUserStore((state) => state.user);
  const userType = userTypeOf(user);

  return (
    <PageSection width="wide">
      <div className={styles.layout}>
        <div className={styles.side}>
          {user ? (
            <div className={styles.profile}>
              <span className={styles.avatar}>
                <IconUser size={28} />
              </span>
              <div>
                <h2 className={styles.greeting}>{MSG.myPage.greeting(user.name)}</h2>
                <p className={styles.meta}>
                  {userType && <span className={styles.badge}>{USER_TYPE_LABELS[userType]}</span>}
                  {user.id}
                </p>
              </div>
            </div>
          ) : (
            <PromptCard
              icon={<IconUser size={26} />}
              title={MSG.myPage.guestTitle}
              body={MSG.myPage.guestBody}
              actions={
                <>
                  <ButtonLink to="/login" size="large">
                    {MSG.common.login}
                  </ButtonLink>
                  <ButtonLink to="/signUp" variant="secondary" size="large">
                    {MSG.common.signUp}
                  </ButtonLink>
                </>
              }
            />
          )}
        </div>
        <div className={styles.menus}>
          {user && <LinkList heading={MSG.myPage.sectionAccount} items={accountLinks(userType)} />}
          <LinkList heading={MSG.myPage.sectionService} items={SERVICE_LINKS} />
        </div>
      </div>
    </PageSection>
  );
}
