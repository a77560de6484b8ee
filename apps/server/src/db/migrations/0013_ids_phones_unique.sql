-- Before the indexes: name every existing collision, so that an operator can resolve them by hand
-- (an index build would otherwise fail with a bare "could not create unique index").
DO $$
DECLARE
  ids text;
  phones text;
BEGIN
  SELECT string_agg(format('%s (user_no %s)', k, nos), '; ') INTO ids FROM (
    SELECT lower(login_id) AS k, string_agg(user_no::text, ', ' ORDER BY user_no) AS nos
    FROM users WHERE login_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1
  ) c;
  SELECT string_agg(format('%s/%s (user_no %s)', phone, user_type, nos), '; ') INTO phones FROM (
    SELECT phone, user_type, string_agg(user_no::text, ', ' ORDER BY user_no) AS nos
    FROM users WHERE status <> 'WITHDRAWN' GROUP BY 1, 2 HAVING count(*) > 1
  ) c;
  IF ids IS NOT NULL OR phones IS NOT NULL THEN
    RAISE EXCEPTION 'users: ids that differ only in letter case: %; phones with more than one live account of a type: %',
      coalesce(ids, 'none'), coalesce(phones, 'none')
      USING HINT = 'Rename or withdraw all but one account of each, then start again.';
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "users_login_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_id_lower_key" ON "users" USING btree (lower("login_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_type_live_key" ON "users" USING btree ("phone","user_type") WHERE "users"."status" <> 'WITHDRAWN';
