import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { storedFiles, users } from './users.ts';

/**
 * A promotion confirmation and photo consent form (매물홍보확인서) kept with its listing, each save a row of
 * its own (the latest is the listing's current one). The personal fields (the owner's and the client's
 * names, the client's phone, a typed relationship) and the PDF are wiped one year after `given_at`; the row
 * stays, so the listing still shows that a consent was given and when. The check keeps a row either whole
 * or purged, never half.
 */
export const promotionConsents = pgTable(
  'promotion_consents',
  {
    consentNo: integer('consent_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    /** The broker who kept it (the listing's owner at the time). */
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    newSaleAddr: varchar('new_sale_addr', { length: 200 }).notNull(),
    /** SALE, RENT, MONTHLY: the form's `type`. */
    dealType: varchar('deal_type', { length: 10 }).notNull(),
    /** 만원: 매매가, 전세금 or 보증금. */
    price: integer('price').notNull(),
    monthlyPrice: integer('monthly_price'),
    ownerName: varchar('owner_name', { length: 30 }),
    /** PROMOTION_RELATIONSHIPS: 1 본인, 2 세입자, 3 직원, 4 대표, 99 직접 입력 (relationshipText). */
    relationship: smallint('relationship').notNull(),
    relationshipText: varchar('relationship_text', { length: 20 }),
    promotionName: varchar('promotion_name', { length: 30 }),
    company: varchar('company', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    regDate: date('reg_date', { mode: 'string' }).notNull(),
    /** The PDF, a private stored file of the broker; null once purged. */
    fileId: uuid('file_id').references(() => storedFiles.fileId, { onDelete: 'set null' }),
    /** When the form reached us: the retention counts from here. */
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    index('promotion_consents_sale_idx').on(t.saleNo),
    index('promotion_consents_file_idx').on(t.fileId),
    // The purge job's scan: only rows still holding personal data.
    index('promotion_consents_due_idx').on(t.givenAt).where(sql`${t.purgedAt} is null`),
    check('promotion_consents_relationship_check', sql`${t.relationship} in (1, 2, 3, 4, 99)`),
    check('promotion_consents_deal_type_check', sql`${t.dealType} in ('SALE', 'RENT', 'MONTHLY')`),
    check(
      'promotion_consents_personal_check',
      sql`(${t.purgedAt} is null and ${t.ownerName} is not null and ${t.promotionName} is not null and ${t.phone} is not null and (${t.relationship} <> 99 or ${t.relationshipText} is not null))
        or (${t.purgedAt} is not null and ${t.ownerName} is null and ${t.promotionName} is null and ${t.phone} is null and ${t.relationshipText} is null and ${t.fileId} is null)`,
    ),
  ],
);
