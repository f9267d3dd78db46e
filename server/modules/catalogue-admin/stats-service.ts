import { count, eq, gte, sql } from 'drizzle-orm';
import type { StaffStats } from '../../../contract/editor';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { enrollments, formations } from '../../db/schema/catalogue';
import { certificates } from '../../db/schema/exam';
import { contactMessages } from '../../db/schema/site';
import { packImports } from '../../db/schema/study';
import { countedTotal } from '../../lib/list-count';

/** The first instant of `now`'s calendar month in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Whether the payments table and the counters exist: a database migrated before them (as the editor's own tests build it) has neither. */
async function tablesPresent(db: Db): Promise<{ payments: boolean; counters: boolean }> {
  const [tables] = rowsOf<{ payments: boolean; counters: boolean }>(
    await db.execute(
      sql`select to_regclass('public.payments') is not null as payments, to_regclass('public.list_counts') is not null as counters`,
    ),
  );
  return { payments: tables?.payments ?? false, counters: tables?.counters ?? false };
}

/**
 * Payments waiting for staff, from the payments list's counter (list_counts, migration 0027); 0 while the
 * payments table does not exist, and a count where the counters do not exist yet.
 */
async function pendingPayments(db: Db, tables: { payments: boolean; counters: boolean }): Promise<number> {
  if (!tables.payments) return 0;
  if (tables.counters) return countedTotal(db, 'payments', 'status:pending');
  const [row] = rowsOf<{ value: number | string }>(await db.execute(sql`select count(*) as value from payments where status = 'pending'`));
  return Number(row?.value ?? 0);
}

/**
 * Enrolments since the start of this month (UTC), from the month's counter (list_counts, migration 0029),
 * or a count where the counters do not exist yet.
 */
async function enrolledSince(db: Db, since: Date, counters: boolean): Promise<number> {
  if (counters) return countedTotal(db, 'enrollments', `month:${since.toISOString().slice(0, 7)}`);
  const [row] = await db.select({ value: count() }).from(enrollments).where(gte(enrollments.enrolledAt, since));
  return row?.value ?? 0;
}

/** The staff dashboard's figures (GET /api/admin/stats), read from the database each time. */
export async function staffStats(db: Db, now: Date = new Date()): Promise<StaffStats> {
  const since = monthStart(now);
  const tables = await tablesPresent(db);
  const [[learners], enrolled, [unread], [certified], pending, formationRows, certifiedRows, importRows, [importedThisMonth]] =
    await Promise.all([
      // The people list's counter of the client role (list_counts), not a count of every learner.
      countedTotal(db, 'people', 'role:client').then((value) => [{ value }]),
      enrolledSince(db, since, tables.counters),
      db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.handled, false)),
      db.select({ value: count() }).from(certificates).where(gte(certificates.issuedAt, since)),
      pendingPayments(db, tables),
      // A formation's active enrolments are its students_count, kept by a trigger on enrollments (migration
      // 0004): read with the formation instead of counting every enrolment of the academy on each visit.
      db
        .select({ id: formations.id, title: formations.title, published: formations.published, enrolled: formations.studentsCount })
        .from(formations),
      db.select({ id: certificates.formationId, value: count() }).from(certificates).groupBy(certificates.formationId),
      db.select({ id: packImports.formationId, value: count() }).from(packImports).groupBy(packImports.formationId),
      db.select({ value: count() }).from(packImports).where(gte(packImports.importedAt, since)),
    ]);
  const imported = new Map(importRows.map((row) => [row.id, row.value]));
  const done = new Map(certifiedRows.map((row) => [row.id, row.value]));
  const rows = formationRows.map((row) => {
    const enrolledCount = row.enrolled;
    const completed = done.get(row.id) ?? 0;
    return {
      id: row.id,
      title: row.title,
      status: row.published ? ('published' as const) : ('draft' as const),
      enrolled: enrolledCount,
      completed,
      // A certificate outlives a revoked enrollment, so the rate is capped at 1.
      completion_rate: enrolledCount > 0 ? Math.min(1, completed / enrolledCount) : 0,
      pack_imports: imported.get(row.id) ?? 0,
    };
  });
  rows.sort((a, b) => b.completion_rate - a.completion_rate || b.enrolled - a.enrolled || (a.id < b.id ? -1 : 1));
  return {
    learners: learners?.value ?? 0,
    enrollments_this_month: enrolled,
    pending_payments: pending,
    unread_messages: unread?.value ?? 0,
    certificates_this_month: certified?.value ?? 0,
    pack_imports_this_month: importedThisMonth?.value ?? 0,
    formations: rows,
    generated_at: now.toISOString(),
  };
}
