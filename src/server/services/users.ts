import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PublicUser, RegisterRequestSchema, SettingsRequestSchema } from '../../shared/api/auth';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { analyses, users, type AnalysisRow, type UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { hashPassword, verifyPassword } from '../lib/passwords';

const blankToNull = (value: string | undefined) => (value ? value : null);

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    customRole: row.customRole,
    state: row.state,
    experienceLevel: row.experienceLevel,
    theoreticalOrientation: row.theoreticalOrientation,
    supervisorName: row.supervisorName,
    supervisorPhone: row.supervisorPhone,
    supervisorEmail: row.supervisorEmail,
    legalName: row.legalName,
    legalPhone: row.legalPhone,
    legalEmail: row.legalEmail,
    emailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ProfileInput = Pick<
  z.output<typeof SettingsRequestSchema>,
  'fullName' | 'role' | 'customRole' | 'state' | 'experienceLevel' | 'supervisorName' | 'supervisorPhone' | 'supervisorEmail' | 'legalName' | 'legalPhone' | 'legalEmail'
> & { theoreticalOrientation: string };

function profileColumns(input: ProfileInput) {
  return {
    fullName: input.fullName,
    role: input.role,
    // The custom role exists only while the role is Other.
    customRole: input.role === 'other' ? blankToNull(input.customRole) : null,
    state: input.state,
    experienceLevel: input.experienceLevel,
    theoreticalOrientation: blankToNull(input.theoreticalOrientation),
    supervisorName: blankToNull(input.supervisorName),
    supervisorPhone: blankToNull(input.supervisorPhone),
    supervisorEmail: blankToNull(input.supervisorEmail),
    legalName: blankToNull(input.legalName),
    legalPhone: blankToNull(input.legalPhone),
    legalEmail: blankToNull(input.legalEmail),
  };
}

export const EMAIL_EXISTS_MESSAGE = 'This email address is already registered. Please sign in instead.';

export async function createUser(options: {
  db: Database;
  input: z.output<typeof RegisterRequestSchema>;
  confirmed: boolean;
  /** With confirmation on, an account nobody confirmed yet does not hold its address. */
  replaceUnconfirmed: boolean;
  now: Date;
}): Promise<UserRow> {
  const { db, input, now } = options;
  const [existing] = await db.select({ id: users.id, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing && !(options.replaceUnconfirmed && existing.confirmedAt === null)) throw new AppError('email_exists', EMAIL_EXISTS_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (existing) await tx.delete(users).where(and(eq(users.id, existing.id), isNull(users.emailConfirmedAt)));
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          ...profileColumns(input),
          emailConfirmedAt: options.confirmed ? now : null,
          createdAt: now,
          updatedAt: now,
      })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23505') {
      throw new AppError('email_exists', EMAIL_EXISTS_MESSAGE);
    }
    throw error;
  }
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function updateProfile(options: {
  db: Database;
  userId: string;
  input: z.output<typeof SettingsRequestSchema>;
  now: Date;
}): Promise<UserRow> {
  const [row] = await options.db
    .update(users)
    .set({ ...profileColumns(options.input), updatedAt: options.now })
    .where(eq(users.id, options.userId))
    .returning();
  if (!row) throw new AppError('not_found', 'Account not found');
  return row;
}

export async function checkPassword(db: Database, userId: string, password: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw new AppError('forbidden', 'The password is not correct.', { password: 'The password is not correct.' });
  }
  return row;
}

export async function changePassword(options: { db: Database; userId: string; newPassword: string; now: Date }): Promise<void> {
  const passwordHash = await hashPassword(options.newPassword);
  await options.db.update(users).set({ passwordHash, updatedAt: options.now }).where(eq(users.id, options.userId));
}

/** Deletes the user; sessions, confirmations and analyses go with it in the same transaction. */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(analyses).where(eq(analyses.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** Rows read per query while exporting: memory stays bounded by this many states, however many there are. */
const EXPORT_PAGE_ROWS = 10;

function exportedAnalysis(row: AnalysisRow) {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    description: row.description,
    riskScore: row.riskScore,
    riskLevel: row.riskLevel,
    currentStep: row.currentStep,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    state: row.state,
  };
}

/** Indents every line after the first, so a nested JSON value lines up inside the document. */
const nested = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

/**
 * Everything stored about one user, for "Download my data", as a stream of JSON text: the
 * analyses are read a page at a time, oldest first, so five exports at once cost five pages of
 * memory, not five copies of the account (finding 8).
 */
export function streamUserExport(db: Database, user: UserRow, now: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId: string | undefined;
  let started = false;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        const head = `{\n  "exportedAt": ${JSON.stringify(now.toISOString())},\n  "format": "grayline-export-v1",\n  "profile": ${nested(toPublicUser(user), '  ')},\n  "analyses": [`;
        controller.enqueue(encoder.encode(head));
        return;
      }
      const page = await db
        .select()
        .from(analyses)
        .where(
          and(
            eq(analyses.userId, user.id),
            // Compared in the database: a JavaScript Date would drop the timestamp's microseconds.
            afterId ? sql`(${analyses.createdAt}, ${analyses.id}) > (select a.created_at, a.id from analyses a where a.id = ${afterId})` : undefined,
          ),
        )
        .orderBy(asc(analyses.createdAt), asc(analyses.id))
        .limit(EXPORT_PAGE_ROWS);
      for (const row of page) {
        controller.enqueue(encoder.encode(`${first ? '' : ','}\n    ${nested(exportedAnalysis(row), '    ')}`));
        first = false;
      }
      const last = page.at(-1);
      if (page.length < EXPORT_PAGE_ROWS || !last) {
        controller.enqueue(encoder.encode(`${first ? '' : '\n  '}]\n}\n`));
        controller.close();
        return;
      }
      afterId = last.id;
    },
  });
}
