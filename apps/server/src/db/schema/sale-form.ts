import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { storedFiles, users } from './users.ts';

/*
 * Listing registration (P8, docs/decisions/017): files uploaded ahead of a save, and the operator's queue of
 * listings whose broker chose a better grade than the figures support.
 */

/**
 * One file given by POST /common/upload, referenced by its id in a save. A photo is named by its image key
 * (stored by the image pipeline, swept when neither a `sale_images` row nor an upload names it); a document
 * is a private stored file. `sale_no` is set by the save that uses it; an upload no save took within a day is
 * removed with its file by the file sweep.
 */
export const uploads = pgTable(
  'uploads',
  {
    uploadId: uuid('upload_id').primaryKey().defaultRandom(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** saleImage | saleDocument. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    imageKey: varchar('image_key', { length: 64 }),
    fileId: uuid('file_id').references(() => storedFiles.fileId, { onDelete: 'cascade' }),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    width: smallint('width'),
    height: smallint('height'),
    saleNo: integer('sale_no').references(() => sales.saleNo, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'uploads_purpose_check',
      sql`(${t.purpose} = 'saleImage' and ${t.imageKey} is not null and ${t.fileId} is null and ${t.width} > 0 and ${t.height} > 0) or (${t.purpose} = 'saleDocument' and ${t.fileId} is not null and ${t.imageKey} is null)`,
    ),
    check('uploads_size_check', sql`${t.size} > 0`),
    index('uploads_user_idx').on(t.userNo),
    index('uploads_sale_idx').on(t.saleNo),
    index('uploads_image_key_idx').on(t.imageKey),
    index('uploads_file_idx').on(t.fileId),
    // The sweep's purge reads only the uploads no save took, oldest first.
    index('uploads_unreferenced_idx').on(t.createdAt).where(sql`${t.saleNo} is null`),
  ],
);

/**
 * A listing whose broker set a better safety grade than the one computed from its figures: the broker's
 * reason is the listing's safety text, and the operator (P13) accepts or corrects it. One open review per
 * listing, kept by a partial unique index.
 */
export const gradeReviews = pgTable(
  'grade_reviews',
  {
    reviewNo: integer('review_no').primaryKey().generatedAlwaysAsIdentity(),
    saleNo: integer('sale_no')
      .notNull()
      .references(() => sales.saleNo, { onDelete: 'cascade' }),
    brokerRate: varchar('broker_rate', { length: 7 }).notNull(),
    computedRate: varchar('computed_rate', { length: 7 }).notNull(),
    reasons: varchar('reasons', { length: 300 }).array().notNull().default(sql`'{}'::varchar[]`),
    /** OPEN until the operator decides (ACCEPTED, CORRECTED); WITHDRAWN when the broker's grade no longer needs it. */
    state: varchar('state', { length: 10 }).notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.userNo, { onDelete: 'set null' }),
    /**
     * Why the listing is reviewed (docs/decisions/025): COMPUTED, the broker's grade is better than the
     * figures'; COMMENTS, the safety comments disagree with the listing's grade.
     */
    source: varchar('source', { length: 10 }).notNull().default('COMPUTED'),
    /** COMMENTS: the newest comment the review weighed; a decided listing returns only after a newer one. */
    lastCommentNo: integer('last_comment_no'),
    /** CORRECTED: the grade the operator set, and the operator's reason (also shown on the detail). */
    decisionGrade: varchar('decision_grade', { length: 7 }),
    decisionReason: varchar('decision_reason', { length: 500 }),
  },
  (t) => [
    index('grade_reviews_sale_source_idx').on(t.saleNo, t.source, t.decidedAt),
    check('grade_reviews_source_check', sql`${t.source} in ('COMPUTED', 'COMMENTS')`),
    check(
      'grade_reviews_decision_check',
      sql`(${t.state} = 'CORRECTED') = (${t.decisionGrade} is not null) and ${t.decisionGrade} ~ '^RATE00[1-5]$'`,
    ),
    uniqueIndex('grade_reviews_open_key').on(t.saleNo).where(sql`${t.state} = 'OPEN'`),
    index('grade_reviews_state_idx').on(t.state, t.createdAt),
    check('grade_reviews_state_check', sql`${t.state} in ('OPEN', 'ACCEPTED', 'CORRECTED', 'WITHDRAWN')`),
    check(
      'grade_reviews_rates_check',
      sql`${t.brokerRate} ~ '^RATE00[1-5]$' and ${t.computedRate} ~ '^RATE00[1-5]$'`,
    ),
  ],
);
