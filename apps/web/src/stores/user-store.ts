import { type JoinType, parseUserType, type UserType } from '@ansim/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The signed-in user as kept locally (product.md §A3). Old payloads carry `userTypeCode` instead of `userType`. */
export interface SessionUser {
  userNo: number;
  userType?: string | null;
  userTypeCode?: string | null;
  name: string;
  /** Null for an account made through a social sign-in: it has no id or password of ours. */
  id: string | null;
  isChangeInfo?: boolean;
  phone?: string;
  company?: string | null;
  isMarketing?: boolean;
  /** The social provider the account was made with, null for an id account. */
  joinType?: JoinType | null;
}

/**
 * What a social sign-in leaves behind when the account does not exist yet and sign-up must follow. `id` is
 * the spec's social id; here it is the server's one-time social ticket, which sign-up hands back to link the
 * provider's identity to the new account (DESIGN.md: no password derived from a social id).
 */
export interface SnsLoginData {
  id: string;
  email?: string | null;
  name?: string | null;
  joinType: JoinType;
}

/** The terms agreed on /signUp/agreement. */
export interface SignUpAgreements {
  agreeService: boolean;
  agreePrivacy: boolean;
  agreeGps: boolean;
  isMarketing: boolean;
}

/**
 * Sign-up answers kept between the sign-up steps (product.md §A3 "Sign-up temporary data"), plus what the
 * steps need to hand on: the chosen user type, the agreements, the checked id and the phone proof. Files
 * stay in the step that picks them (a File cannot be stored).
 */
export interface SignUpTemp {
  userType?: UserType;
  agreements?: SignUpAgreements;
  id?: string;
  /** The id the duplication check found free; a changed id must be checked again. */
  checkedId?: string;
  email?: string;
  password?: string;
  passwordConfirm?: string;
  name?: string;
  phone?: string;
  birthDate?: string;
  /** Proof of the SMS check for `phone`, spent by sign-up. */
  verificationId?: string;
}

/** The broker office looked up by registration number during broker sign-up; its shape is the server's. */
export type BrokerNumberInfo = Record<string, string | number | null>;

interface UserState {
  user: SessionUser | null;
  accessToken: string | null;
  joinType: JoinType | null;
  snsLoginData: SnsLoginData | null;
  marketing: boolean | null;
  brokerNumberInfo: BrokerNumberInfo | null;
  /** Where to return after sign-in (product.md §A4 "Like toggle" and "Sign-in"). */
  redirectPath: string | null;
  signUpTemp: SignUpTemp;
}

interface UserActions {
  signIn: (session: {
    user: SessionUser;
    accessToken: string;
    joinType?: JoinType | null;
    marketing?: boolean;
  }) => void;
  setAccessToken: (accessToken: string) => void;
  signOut: () => void;
  setSnsLoginData: (data: SnsLoginData) => void;
  clearSnsLoginData: () => void;
  setSignUpTemp: (patch: Partial<SignUpTemp>) => void;
  clearSignUpTemp: () => void;
  setMarketing: (marketing: boolean) => void;
  setBrokerNumberInfo: (info: BrokerNumberInfo | null) => void;
  setRedirectPath: (path: string | null) => void;
}

export const initialUserState: UserState = {
  user: null,
  accessToken: null,
  joinType: null,
  snsLoginData: null,
  marketing: null,
  brokerNumberInfo: null,
  redirectPath: null,
  signUpTemp: {},
};

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set) => ({
      ...initialUserState,
      signIn: ({ user, accessToken, joinType = null, marketing }) =>
        set((state) => ({ user, accessToken, joinType, marketing: marketing ?? state.marketing })),
      setAccessToken: (accessToken) => set({ accessToken }),
      signOut: () => set({ user: null, accessToken: null, joinType: null, brokerNumberInfo: null }),
      setSnsLoginData: (snsLoginData) => set({ snsLoginData }),
      clearSnsLoginData: () => set({ snsLoginData: null }),
      setSignUpTemp: (patch) => set((state) => ({ signUpTemp: { ...state.signUpTemp, ...patch } })),
      clearSignUpTemp: () => set({ signUpTemp: {}, brokerNumberInfo: null }),
      setMarketing: (marketing) => set({ marketing }),
      setBrokerNumberInfo: (brokerNumberInfo) => set({ brokerNumberInfo }),
      setRedirectPath: (redirectPath) => set({ redirectPath }),
    }),
    {
      name: 'ansim.user',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Passwords and the phone proof typed during sign-up stay in memory only; localStorage outlives the tab.
      partialize: ({
        signUpTemp: {
          password: _password,
          passwordConfirm: _confirm,
          verificationId: _verificationId,
          ...signUpTemp
        },
        ...rest
      }) => ({
        ...rest,
        signUpTemp,
      }),
    },
  ),
);

/** The user's role, accepting the spec's Korean equivalents; null for a visitor. */
export const userTypeOf = (user: SessionUser | null): UserType | null =>
  user ? parseUserType(user.userType ?? user.userTypeCode ?? null) : null;

export const useUserType = (): UserType | null => useUserStore((state) => userTypeOf(state.user));

/** The operator (ADMIN) is no sign-up type, so it is read apart from userTypeOf. */
export type ViewerRole = UserType | 'ADMIN';

/** The user's role with the operator; null for a visitor. */
export const viewerRoleOf = (user: SessionUser | null): ViewerRole | null => {
  if (!user) return null;
  const raw = user.userType ?? user.userTypeCode ?? null;
  return raw?.trim().toUpperCase() === 'ADMIN' ? 'ADMIN' : parseUserType(raw);
};

export const useViewerRole = (): ViewerRole | null => useUserStore((state) => viewerRoleOf(state.user));

/** Everything a signed-in person left on this device: the session, social data and sign-up answers. */
export function clearLocalAccount(): void {
  const store = useUserStore.getState();
  store.signOut();
  store.clearSnsLoginData();
  store.clearSignUpTemp();
  store.setRedirectPath(null);
}
