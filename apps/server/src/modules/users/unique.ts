/** The unique indexes of `users` (schema/users.ts) that answer a sign-up or a phone change. */
export const LOGIN_ID = 'users_login_id_lower_key';
export const PHONE_PER_TYPE = 'users_phone_type_live_key';

/** A unique violation of the named index; drizzle wraps the driver's error in `cause`. */
export const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  type PgError = { code?: string; constraint?: string };
  const e = error as (PgError & { cause?: PgError }) | null;
  const pg = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  return pg?.constraint === constraint;
};
