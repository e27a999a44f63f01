import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index makes e-mail the sign-in key. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull(),
    customRole: text('custom_role'),
    state: text('state').notNull(),
    experienceLevel: text('experience_level').notNull(),
    theoreticalOrientation: text('theoretical_orientation'),
    supervisorName: text('supervisor_name'),
    supervisorPhone: text('supervisor_phone'),
    supervisorEmail: text('supervisor_email'),
    legalName: text('legal_name'),
    legalPhone: text('legal_phone'),
    legalEmail: text('legal_email'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

export const ANALYSIS_STATUSES = ['draft', 'complete', 'archived'] as const;

export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ANALYSIS_STATUSES }).notNull().default('draft'),
    /** Optimistic-concurrency counter: a save with a stale version is refused. */
    version: integer('version').notNull().default(1),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    riskScore: real('risk_score'),
    riskLevel: text('risk_level'),
    /** The route the user last worked on, so a draft reopens where it stopped. */
    currentStep: text('current_step'),
    state: jsonb('state').notNull().default(sql`'{}'::jsonb`),
    /** Size of `state` as sent, kept so the per-user storage cap is one indexed sum. */
    stateBytes: integer('state_bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('analyses_user_updated_idx').on(table.userId, table.updatedAt),
    index('analyses_user_status_idx').on(table.userId, table.status),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AnalysisRow = typeof analyses.$inferSelect;

export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    /** HMAC of the link's token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_confirmations_user_id_idx').on(table.userId)],
);

/**
 * Attempt counters of the rate limiters (services/limits.ts), one row per rule and subject in a
 * fixed window. The key is the rule's name and a keyed hash of the subject, never an e-mail or
 * address in the clear. They live in the database so every instance sees the same counts.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** Attempts counted in the window (each counted before it is evaluated). */
    failures: integer('failures').notNull().default(0),
  },
  (table) => [index('sign_in_attempts_window_start_idx').on(table.windowStart)],
);
