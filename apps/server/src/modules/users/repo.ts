import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { professionalProfiles, socialAccounts, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NewProfile = typeof professionalProfiles.$inferInsert;

/** The operator's member list: by status and by user type, both optional. */
export interface UserListFilter {
  status?: UserRow['status'] | undefined;
  userType?: UserRow['userType'] | undefined;
}

const listWhere = (f: UserListFilter): SQL | undefined =>
  and(
    f.status ? eq(users.status, f.status) : undefined,
    f.userType ? eq(users.userType, f.userType) : undefined,
  );

export function createUsersRepo(db: Db) {
  return {
    findByNo(userNo: number, ex: DbOrTransaction = db) {
      return ex
        .select()
        .from(users)
        .where(eq(users.userNo, userNo))
        .then((r) => r[0] ?? null);
    },

    /** Sign-in ids compare case-insensitively: 'User01' and 'user01' are one account. */
    findByLoginId(loginId: string, ex: DbOrTransaction = db) {
      return ex
        .select()
        .from(users)
        .where(sql`lower(${users.loginId}) = lower(${loginId})`)
        .then((r) => r[0] ?? null);
    },

    findByNameAndPhone(name: string, phone: string, ex: DbOrTransaction = db) {
      return ex
        .select()
        .from(users)
        .where(and(eq(users.name, name), eq(users.phone, phone)));
    },

    countWhere(filter: UserListFilter) {
      return db
        .select({ n: count() })
        .from(users)
        .where(listWhere(filter))
        .then((r) => r[0]?.n ?? 0);
    },

    /** Newest accounts first. */
    pageWhere(filter: UserListFilter, limit: number, offset: number) {
      return db
        .select()
        .from(users)
        .where(listWhere(filter))
        .orderBy(desc(users.userNo))
        .limit(limit)
        .offset(offset);
    },

    findBySocial(joinType: string, providerUserId: string, ex: DbOrTransaction = db) {
      return ex
        .select({ user: users })
        .from(socialAccounts)
        .innerJoin(users, eq(users.userNo, socialAccounts.userNo))
        .where(and(eq(socialAccounts.joinType, joinType), eq(socialAccounts.providerUserId, providerUserId)))
        .then((r) => r[0]?.user ?? null);
    },

    insert(user: NewUser, ex: DbOrTransaction = db) {
      return ex
        .insert(users)
        .values(user)
        .returning()
        .then((r) => r[0]!);
    },

    insertProfile(profile: NewProfile, ex: DbOrTransaction = db) {
      return ex.insert(professionalProfiles).values(profile);
    },

    linkSocial(link: typeof socialAccounts.$inferInsert, ex: DbOrTransaction = db) {
      return ex.insert(socialAccounts).values(link);
    },

    update(userNo: number, patch: Partial<NewUser>, ex: DbOrTransaction = db) {
      return ex
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.userNo, userNo))
        .returning()
        .then((r) => r[0] ?? null);
    },

    /**
     * Sets a new password only while the old one is still in place; false when another change came first.
     * A reset ticket is bound to the old password, so this is the statement that spends it exactly once.
     */
    replacePassword(userNo: number, oldHash: string, newHash: string, ex: DbOrTransaction = db) {
      return ex
        .update(users)
        .set({ passwordHash: newHash, updatedAt: new Date() })
        .where(and(eq(users.userNo, userNo), eq(users.passwordHash, oldHash)))
        .returning({ userNo: users.userNo })
        .then((r) => r.length === 1);
    },

    findProfile(userNo: number, ex: DbOrTransaction = db) {
      return ex
        .select()
        .from(professionalProfiles)
        .where(eq(professionalProfiles.userNo, userNo))
        .then((r) => r[0] ?? null);
    },

    /** Upserted: a broker made before the profile row existed (or by hand) still gets one. */
    setKakaoChannelUrl(userNo: number, kakaoChannelUrl: string | null, ex: DbOrTransaction = db) {
      return ex
        .insert(professionalProfiles)
        .values({ userNo, kakaoChannelUrl })
        .onConflictDoUpdate({ target: professionalProfiles.userNo, set: { kakaoChannelUrl } });
    },

    /** PENDING → ACTIVE in the statement that checks it: null when the account was not PENDING. */
    activatePending(userNo: number, ex: DbOrTransaction = db) {
      return ex
        .update(users)
        .set({ status: 'ACTIVE', updatedAt: new Date() })
        .where(and(eq(users.userNo, userNo), eq(users.status, 'PENDING')))
        .returning()
        .then((r) => r[0] ?? null);
    },

    approveProfile(userNo: number, adminUserNo: number, ex: DbOrTransaction = db) {
      return ex
        .update(professionalProfiles)
        .set({ approvedByUserNo: adminUserNo, approvedAt: new Date() })
        .where(eq(professionalProfiles.userNo, userNo));
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
