import type { CodeGroup } from '@ansim/domain';
import { ADMIN_CONTENT_MESSAGES, type AdminCode } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { AdminCaller } from '../guard.ts';
import { rowsOf } from './sql-rows.ts';

/*
 * Common codes in the console: the operator renames a code (name and description; the code value is what
 * data stores and never changes) and deletes one nothing uses. "In use" is one SQL expression per group,
 * evaluated inside the delete statement itself, so a listing saved a moment earlier still blocks it:
 *  - groups the service's own logic names code by code (statuses, user types, sale types, search filter
 *    ranges, fee types …) are always in use — deleting one would break the code that reads it;
 *  - groups data stores (a listing's use type, options, fee items, a board's category …) are in use while
 *    a row holds the code, checked with EXISTS on the referencing column;
 *  - the rest (how a member heard of us, exam names, admin roles …) may be deleted.
 * A delete keeps the row with deleted_at set: the seed's upsert does not bring it back, and an old
 * reference still resolves. /common/codeList leaves deleted codes out.
 */

/** Every code of these groups is named by the service's logic (closed sets in @ansim/domain). */
const SERVICE_GROUPS: readonly CodeGroup[] = [
  'SALE_TYPE',
  'SELL',
  'RENT',
  'MONTHLY_DEPOSIT',
  'MONTHLY',
  'ROOM',
  'AREA',
  'FLOOR',
  'BUILD_TYPE',
  'ROOM_TYPE',
  'RATE',
  'BOARD_TYPE',
  'JOIN_TYPE',
  'SALE_STATUS',
  'LAWYER_STATUS',
  'LAWYER_CONFIRM',
  'APPLY_STATUS',
  'USER_TYPE',
  'USER_STATUS',
  'CALCULATE',
  'TERMS',
  'INQUIRY',
  'INQUIRY_TYPE',
  'COST_TYPE',
  'CHARGE_TYPE',
  'ETC_CODE',
  'REASON_COST_TYPE',
  'BASE_COST',
];

/** Where data stores a code of the group: true while some row holds `code` (a column reference). */
const DATA_REFERENCES: Partial<Record<CodeGroup, (code: SQL) => SQL>> = {
  TYPE: (code) => sql`exists (select 1 from sales s where s.use_type = ${code})`,
  DERECTION: (code) => sql`exists (select 1 from sales s where s.direction = ${code})`,
  TOILET: (code) => sql`exists (select 1 from sales s where s.toilet_count = ${code})`,
  HEAT: (code) => optionRef('HEAT', code),
  AC: (code) => optionRef('AC', code),
  LIFE: (code) => optionRef('LIFE', code),
  SECURITY: (code) => optionRef('SECURITY', code),
  ETC: (code) => optionRef('ETC', code),
  COST_ITEM: (code) => costItemRef('COST_ITEM', code),
  PRIVATE_COST: (code) => costItemRef('PRIVATE_COST', code),
  CATEGORY: (code) => sql`exists (select 1 from boards b where b.category = ${code})`,
  FAQ: (code) => sql`exists (select 1 from boards b where b.category = ${code})`,
  LAWYER_EXAM: (code) => sql`exists (select 1 from professional_profiles p where p.lawyer_exam = ${code})`,
};

const optionRef = (group: string, code: SQL) =>
  sql`exists (select 1 from sale_options o where o.group_code = ${group} and o.code = ${code})`;
const costItemRef = (group: string, code: SQL) =>
  sql`exists (select 1 from sale_cost_items i where i.group_code = ${group} and i.code = ${code})`;

/** Whether the code `c.code` of `group` is in use, as SQL over the alias `c` of common_codes. */
export function inUseSql(group: CodeGroup): SQL {
  if (SERVICE_GROUPS.includes(group)) return sql`true`;
  return DATA_REFERENCES[group]?.(sql.raw('c.code')) ?? sql`false`;
}

interface CodeRecord {
  groupCode: string;
  code: string;
  codeName: string;
  description: string | null;
  inUse: boolean;
}

const SELECT = (group: CodeGroup) =>
  sql`c.group_code as "groupCode", c.code, c.code_name as "codeName", c.description,
    (${inUseSql(group)}) as "inUse"`;

export function createAdminCodes({ db }: { db: Db }) {
  const one = async (ex: DbOrTransaction, group: CodeGroup, code: string, lock: boolean) => {
    const rows = await rowsOf<CodeRecord>(
      ex,
      sql`select ${SELECT(group)} from common_codes c
        where c.group_code = ${group} and c.code = ${code} and c.deleted_at is null
        ${lock ? sql`for update of c` : sql``}`,
    );
    return rows[0] ?? null;
  };

  return {
    list(group: CodeGroup): Promise<AdminCode[]> {
      return rowsOf<CodeRecord>(
        db,
        sql`select ${SELECT(group)} from common_codes c
          where c.group_code = ${group} and c.deleted_at is null order by c.sort_order, c.code`,
      );
    },

    async update(
      caller: AdminCaller,
      group: CodeGroup,
      code: string,
      body: { codeName: string; description: string | null },
    ): Promise<AdminCode> {
      return db.transaction(async (tx) => {
        const before = await one(tx, group, code, true);
        if (!before) throw new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.codeNotFound);
        await tx.execute(
          sql`update common_codes set code_name = ${body.codeName}, description = ${body.description},
            edited_at = now() where group_code = ${group} and code = ${code}`,
        );
        await audit(tx, caller.actor, {
          action: 'code.update',
          targetType: 'common_code',
          targetId: `${group}:${code}`,
          before: { codeName: before.codeName, description: before.description },
          after: body,
        });
        return { ...before, ...body };
      });
    },

    /** Deletes the code when nothing uses it, decided in the deleting statement; 409 otherwise. */
    async remove(caller: AdminCaller, group: CodeGroup, code: string): Promise<void> {
      await db.transaction(async (tx) => {
        const gone = await rowsOf<{ codeName: string; description: string | null }>(
          tx,
          sql`update common_codes c set deleted_at = now()
            where c.group_code = ${group} and c.code = ${code} and c.deleted_at is null
              and not (${inUseSql(group)})
            returning c.code_name as "codeName", c.description`,
        );
        const [before] = gone;
        if (!before) {
          const still = await one(tx, group, code, false);
          throw still
            ? new AppError('CONFLICT', ADMIN_CONTENT_MESSAGES.codeInUse)
            : new AppError('NOT_FOUND', ADMIN_CONTENT_MESSAGES.codeNotFound);
        }
        await audit(tx, caller.actor, {
          action: 'code.delete',
          targetType: 'common_code',
          targetId: `${group}:${code}`,
          before,
        });
      });
    },
  };
}
