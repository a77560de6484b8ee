import type { GradeCorrection } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The newest correction that set the listing's shown grade, as one subquery of the detail statement: an
 * operator's CORRECTED grade review or a lawyer's decision comment, whichever set `change_safety_grade`
 * last (docs/decisions/025). Null when the listing shows its broker's grade.
 */
export const gradeCorrectionOf = (
  saleNo: AnyPgColumn,
  changeSafetyGrade: AnyPgColumn,
): SQL<GradeCorrection | null> =>
  sql<GradeCorrection | null>`(select json_build_object('by', x.corrector, 'grade', x.grade, 'reason', x.reason,
      'at', to_char(x.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from (
      select 'OPERATOR' as corrector, r.decision_grade as grade, r.decision_reason as reason, r.decided_at as at
      from grade_reviews r where r.sale_no = ${saleNo} and r.state = 'CORRECTED'
      union all
      select 'LAWYER', l.change_safety_grade, l.change_reason, l.created_at
      from lawyer_comments l where l.sale_no = ${saleNo} and l.change_safety_grade is not null
    ) x
    where x.grade = ${changeSafetyGrade}
    order by x.at desc limit 1)`;
