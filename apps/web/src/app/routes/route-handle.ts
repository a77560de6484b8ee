import { parseUserType, USER_TYPE_LABELS } from '@ansim/domain';
import { type Params, type UIMatch, useLocation, useMatches } from 'react-router';
import { MSG } from '../../shared/messages.ts';
import { type SessionUser, useUserStore } from '../../stores/user-store.ts';

export interface TitleContext {
  params: Params;
  searchParams: URLSearchParams;
  user: SessionUser | null;
}

/**
 * Per-route flags of the shell (product.md §A2 "Most routes use a header, a bottom navigation and a back
 * flag"). They live in the route table, not in the lazily loaded page, so the header is right before the
 * page's code arrives.
 */
export interface RouteHandle {
  title?: string | ((context: TitleContext) => string);
  /** Show the back button. */
  back?: boolean;
  /** Where back goes instead of the previous page (the search list's back goes to /main). */
  backTo?: string;
  /** Show a close button that goes here. */
  close?: string;
  /** Show the heart (listing detail); hidden on the user's own listing. */
  heart?: boolean;
  bottomNav?: boolean;
  /**
   * `page`: the header with a title. `brand`: the wordmark instead of a title (home). `none`: no header,
   * the page draws its own. `bare`: no shell at all (gateway, first-run intro).
   */
  chrome?: 'page' | 'brand' | 'none' | 'bare';
  /** A desktop page as wide as the window allows (the operator console's tables), not the reading column. */
  wide?: boolean;
}

export interface ResolvedChrome {
  title: string;
  back: boolean;
  backTo: string | undefined;
  close: string | undefined;
  heart: boolean;
  bottomNav: boolean;
  chrome: NonNullable<RouteHandle['chrome']>;
  wide: boolean;
}

const isRouteHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null;

/** The deepest matched route that has a handle decides. */
export function resolveChrome(matches: UIMatch[], context: TitleContext): ResolvedChrome {
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = typeof handle?.title === 'function' ? handle.title(context) : (handle?.title ?? '');
  return {
    title,
    back: handle?.back ?? false,
    backTo: handle?.backTo,
    close: handle?.close,
    heart: handle?.heart ?? false,
    bottomNav: handle?.bottomNav ?? false,
    chrome: handle?.chrome ?? 'page',
    // Any matched route may ask: the console's layout route asks for all its pages.
    wide: matches.some((match) => isRouteHandle(match.handle) && match.handle.wide === true),
  };
}

export function useRouteChrome(): ResolvedChrome {
  const matches = useMatches();
  const { search } = useLocation();
  const user = useUserStore((state) => state.user);
  // The shell sits at the root; the leaf match carries the page's params.
  const params = matches.at(-1)?.params ?? {};
  return resolveChrome(matches, { params, searchParams: new URLSearchParams(search), user });
}

/** Title helpers that need the URL. */
export const titles = {
  signUpFor: ({ params }: TitleContext) => {
    const userType = parseUserType(params.userType);
    return userType ? MSG.titles.signUpFor(USER_TYPE_LABELS[userType]) : MSG.titles.signUp;
  },
  wishList: ({ user }: TitleContext) => (user ? MSG.titles.wishListOf(user.name) : MSG.titles.wishList),
  searchList: ({ searchParams }: TitleContext) => {
    const area = searchParams.get('saleAddr')?.trim();
    return area ? MSG.titles.searchList(area) : MSG.titles.searchListNoArea;
  },
  saleDetail: ({ params }: TitleContext) => MSG.titles.saleDetail(params.salesNo ?? ''),
  registComplete: ({ params }: TitleContext) =>
    params.status === 'temp' ? MSG.titles.registTemp : MSG.titles.registComplete,
};
