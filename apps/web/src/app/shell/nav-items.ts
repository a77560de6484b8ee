import type { ComponentType } from 'react';
import { MSG } from '../../shared/messages.ts';
import {
  IconBuilding,
  IconDocumentCheck,
  IconFindHome,
  IconHeart,
  IconSettings,
  IconUser,
} from '../../shared/ui/icons.tsx';
import type { ViewerRole } from '../../stores/user-store.ts';

export type NavKey = 'search' | 'wishList' | 'salesManagement' | 'approval' | 'admin' | 'myPage';

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
  Icon: ComponentType<{ size?: number }>;
}

const ITEMS: Record<NavKey, NavItem> = {
  search: { key: 'search', label: MSG.nav.search, to: '/main', Icon: IconFindHome },
  wishList: { key: 'wishList', label: MSG.nav.wishList, to: '/wishList', Icon: IconHeart },
  salesManagement: {
    key: 'salesManagement',
    label: MSG.nav.salesManagement,
    to: '/salesManagement',
    Icon: IconBuilding,
  },
  approval: { key: 'approval', label: MSG.nav.approval, to: '/approval', Icon: IconDocumentCheck },
  admin: { key: 'admin', label: MSG.nav.admin, to: '/admin', Icon: IconSettings },
  myPage: { key: 'myPage', label: MSG.nav.myPage, to: '/myPage', Icon: IconUser },
};

/** product.md §A2 "Bottom navigation by user type", in the order 매물찾기, 관심매물, 매물관리/인증요청, 마이페이지. */
export function navItemsFor(role: ViewerRole | null): NavItem[] {
  switch (role) {
    case null:
      return [ITEMS.search, ITEMS.myPage];
    case 'GENERAL':
      return [ITEMS.search, ITEMS.wishList, ITEMS.myPage];
    case 'BROKER':
      return [ITEMS.search, ITEMS.wishList, ITEMS.salesManagement, ITEMS.myPage];
    case 'LAWYER':
      return [ITEMS.search, ITEMS.wishList, ITEMS.approval, ITEMS.myPage];
    case 'ADMIN':
      return [ITEMS.search, ITEMS.admin, ITEMS.myPage];
  }
}

/** Which tab the current screen belongs to; a listing detail belongs to 매물찾기, wherever it was opened from. */
export function activeNavKey(pathname: string): NavKey | null {
  if (pathname === '/main' || pathname.startsWith('/search') || pathname.includes('/salesDetail'))
    return 'search';
  if (pathname.startsWith('/wishList')) return 'wishList';
  if (pathname.startsWith('/salesManagement')) return 'salesManagement';
  if (pathname.startsWith('/approval')) return 'approval';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (/^\/(myPage|inquiry|login|signUp|find)(\/|$)/.test(pathname)) return 'myPage';
  return null;
}
