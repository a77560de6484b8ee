import { JOIN_TYPE_LABELS, USER_TYPE_LABELS, type UserType } from '@ansim/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { confirmDialog } from '../../../shared/modal/dialogs.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconChevronRight, IconUser } from '../../../shared/ui/icons.tsx';
import { LinkList, type LinkListItem } from '../../../shared/ui/link-list.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { clearLocalAccount, type SessionUser, userTypeOf, useUserStore } from '../../../stores/user-store.ts';
import { useLogout } from '../api/post-logout.ts';
import { openWithdrawalDialog } from '../components/withdrawal-dialog.tsx';
import { MY_PAGE_MSG } from '../messages-my-page.ts';
import { detachDevicePush } from '../model/device-push.ts';
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
    { to: '/myPage/savedSearch', label: MSG.titles.savedSearch },
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

/** How the account signs in: its id, or the social provider it was made with. */
const accountName = (user: SessionUser) =>
  user.id ?? (user.joinType ? MSG.account.socialAccount(JOIN_TYPE_LABELS[user.joinType]) : '');

/** Route /myPage. */
export function MyPage() {
  const user = useUserStore((state) => state.user);
  const userType = userTypeOf(user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  // product.md §A4 "Sign-out". This device forgets the session whatever the server answers: an expired
  // session must not keep anyone signed in here.
  const onLogout = async () => {
    if (!(await confirmDialog({ message: MSG.account.logoutConfirm }))) return;
    await detachDevicePush();
    await logout.mutateAsync().catch(() => null);
    clearLocalAccount();
    queryClient.removeQueries({ queryKey: ['user'] });
    void navigate('/myPage', { replace: true });
  };

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
                <h2 className={styles.greeting}>{MY_PAGE_MSG.greeting(user.name)}</h2>
                <p className={styles.meta}>
                  {userType && <span className={styles.badge}>{USER_TYPE_LABELS[userType]}</span>}
                  <span>{accountName(user)}</span>
                </p>
              </div>
            </div>
          ) : (
            <PromptCard
              icon={<IconUser size={26} />}
              title={MY_PAGE_MSG.guestTitle}
              body={MY_PAGE_MSG.guestBody}
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
          {user && <LinkList heading={MY_PAGE_MSG.sectionAccount} items={accountLinks(userType)} />}
          <LinkList heading={MY_PAGE_MSG.sectionService} items={SERVICE_LINKS} />
          {user && (
            <div className={styles.session}>
              <button
                type="button"
                className={styles.sessionButton}
                onClick={onLogout}
                disabled={logout.isPending}
              >
                {MSG.account.logout}
                <IconChevronRight className={styles.chevron} size={20} />
              </button>
              <button
                type="button"
                className={styles.withdraw}
                onClick={() => openWithdrawalDialog({ userNo: user.userNo, needsPassword: user.id !== null })}
              >
                {MSG.account.withdraw}
              </button>
            </div>
          )}
        </div>
      </div>
    </PageSection>
  );
}
