import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIST_TOTAL_CAP } from '../../../contract/constants';
import { keysetPageMeta, type ListTotal } from '../../../contract/pagination';
import type {
  AdminPayment,
  AdminPaymentPage,
  AdminPaymentQuery,
  BankAccount,
  BankAccountInputSchema,
  CardGateway,
  CardGatewayInputSchema,
} from '../../../contract/payments';
import { uuidv7 } from '../../../contract/uuid';
import type * as v from 'valibot';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { formations } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { escapeLike, idsOfPeopleContaining, trigramShare } from '../../db/user-search';
import { bankAccounts, cardGatewaySettings, payments } from '../../db/schema/payments';
import { notFound } from '../../lib/http/problem';
import { cappedCount, cappedTotal, exactTotal } from '../../lib/list-count';
import { testGatewayAllowed } from '../../seed/demo-academy';
import { loadGatewaySettings } from './payments-service';
import { toBankAccount, toCardGateway, toPayment } from './serializers';

const reviewers = alias(users, 'reviewers');

/** Past this many learners matching a search, their ids stay in the database instead of travelling as a value. */
export const INLINE_LEARNERS = 5_000;

/**
 * A search's learners: those whose name or e-mail contains the text, looked up once through their trigram
 * index for the count and the page both, named by id as one array value (PostgreSQL writes the array's text
 * itself, so a term of a thousand learners costs this server one string, not a thousand rows). A term so
 * common that more than INLINE_LEARNERS match ("a") stays a subquery each statement runs, so no statement
 * carries a huge array.
 *
 * The same statement totals the search with no other filter: the learners' payments from the count each
 * learner's row keeps (`users.payments_count`, migration 0030), exact at any size, plus the payments found by
 * their reference alone, counted up to the cap.
 */
/**
 * The payments a search finds by their reference alone, meeting `others`: those of none of the learners it
 * found (the statement's `learner` rows), so that a payment found both ways counts once.
 */
const foundByReferenceAlone = (pattern: string, others: SQL = sql`true`): SQL => sql`
  select 1 from ${payments}
   where ${ilike(payments.transferReference, pattern)} and ${others}
     and not exists (select 1 from learner where learner.id = ${payments.userId})`;

interface SearchedLearners {
  /** An array value: the learners' ids, or the subquery that finds them. */
  ids: SQL;
  inline: boolean;
  /** The search's total when it is the only filter. */
  total: ListTotal;
}

async function learnersMatching(db: Db, q: string, pattern: string): Promise<SearchedLearners> {
  const matching = idsOfPeopleContaining(q, await trigramShare(db), { payments: users.paymentsCount });
  const result = await db.execute(sql`
    with learner as materialized (${matching})
    select (select count(*) from learner)::int as found,
           (select coalesce(array_agg(inlined.id), '{}') from (select id from learner limit ${INLINE_LEARNERS + 1}) as inlined)::text as ids,
           (select coalesce(sum(learner.payments), 0) from learner)::int as theirs,
           (select count(*) from (${foundByReferenceAlone(pattern)} limit ${LIST_TOTAL_CAP + 1}) as by_reference)::int as by_reference`);
  const [row] = rowsOf<{ found: number; ids: string; theirs: number; by_reference: number }>(result);
  const found = row ?? { found: 0, ids: '{}', theirs: 0, by_reference: 0 };
  const total =
    found.by_reference > LIST_TOTAL_CAP ? cappedCount(found.by_reference) : { total: found.theirs + found.by_reference, capped: false };
  if (found.found > INLINE_LEARNERS) return { ids: sql`array(select id from (${matching}) as learner)`, inline: false, total };
  return { ids: sql`${found.ids}::uuid[]`, inline: true, total };
}

/**
 * A search's total with other filters (a status, dates…), which the learners' own counts cannot give,
 * counted up to LIST_TOTAL_CAP: its learners' payments read learner by learner through
 * payments_user_change_seq_idx, stopping at the cap, then the payments whose reference alone matches. A
 * bitmap of every learner's payments would cost as many index reads as the term has learners (7.4 ms against
 * 2.2 ms for a term of 1,111 learners); the reference's side leaves out the learners' payments by an
 * anti-join, where `<> all(array)` would make the planner weigh each of the thousand ids.
 */
async function searchTotal(db: Db, learnerIds: SQL, pattern: string, others: SQL): Promise<ListTotal> {
  const result = await db.execute(sql`
    with learner as (select unnest(${learnerIds}) as id)
    select count(*)::int as value from (
      select 1 from learner
        cross join lateral (select 1 from ${payments} where ${payments.userId} = learner.id and ${others}) as theirs
      union all
      ${foundByReferenceAlone(pattern, others)}
      limit ${LIST_TOTAL_CAP + 1}) as capped`);
  const [row] = rowsOf<{ value: number | string }>(result);
  return cappedCount(Number(row?.value ?? 0));
}

/**
 * The trigger-kept counter that holds this filter's total (migrations 0027 and 0029): everything, a status,
 * a method, both, a formation, or a formation in one status; null for any other filter.
 */
function counterKey(query: AdminPaymentQuery): string | null {
  if (query.user_id || query.from || query.to || query.q) return null;
  if (query.formation_id) {
    if (query.method) return null;
    // As PostgreSQL writes a uuid in the trigger's key: lower case.
    const formation = `formation:${query.formation_id.toLowerCase()}`;
    return query.status ? `${formation}|status:${query.status}` : formation;
  }
  const keys = [query.status && `status:${query.status}`, query.method && `method:${query.method}`].filter(Boolean);
  return keys.length > 0 ? keys.join('|') : 'all';
}

/**
 * The list's total: a trigger-kept counter where one holds it (one row at any size); otherwise the
 * matching payments counted up to LIST_TOTAL_CAP. Every condition is on payments' own columns (a search
 * names its learners by id), so the count reads payments alone.
 */
async function paymentsTotal(db: Db, query: AdminPaymentQuery, where: SQL | undefined): Promise<ListTotal> {
  const key = counterKey(query);
  return key === null ? cappedTotal(db, payments, where) : exactTotal(db, 'payments', key);
}

/** GET /api/admin/payments: staff's list with filters; `status=pending&sort=oldest` is the verification queue. */
export async function listPayments(db: Db, query: AdminPaymentQuery): Promise<AdminPaymentPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.method) conditions.push(eq(payments.method, query.method));
  if (query.user_id) conditions.push(eq(payments.userId, query.user_id));
  if (query.formation_id) conditions.push(eq(payments.formationId, query.formation_id));
  if (query.from) conditions.push(gte(payments.createdAt, sql`${query.from}::date`));
  // `to` is a whole day: everything before the next midnight.
  if (query.to) conditions.push(lt(payments.createdAt, sql`${query.to}::date + 1`));
  const others = conditions.length > 0 ? and(...conditions) : undefined;
  let total: ListTotal | undefined;
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const learners = await learnersMatching(db, query.q, pattern);
    // The learners' payments through payments_user_change_seq_idx, or'ed with the reference's trigram
    // index: neither side reads every payment or every learner.
    const match = or(sql`${payments.userId} = any(${learners.ids})`, ilike(payments.transferReference, pattern));
    if (match) conditions.push(match);
    // With other filters and too many learners to name, the payments themselves are counted (below).
    if (!others) total = learners.total;
    else if (learners.inline) total = await searchTotal(db, learners.ids, pattern, others);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  total ??= await paymentsTotal(db, query, where);
  const oldest = query.sort === 'oldest';
  const order = oldest ? [asc(payments.createdAt), asc(payments.id)] : [desc(payments.createdAt), desc(payments.id)];
  // Keyset: the rows after the cursor's row in this order, found through the (…, created_at, id) indexes
  // instead of walking past every earlier page. A cursor naming no payment gives an empty page.
  const after = query.after
    ? oldest
      ? sql`(${payments.createdAt}, ${payments.id}) > (select cursor.created_at, cursor.id from payments cursor where cursor.id = ${query.after})`
      : sql`(${payments.createdAt}, ${payments.id}) < (select cursor.created_at, cursor.id from payments cursor where cursor.id = ${query.after})`
    : undefined;
  const rows = await db
    .select({ payment: payments, learner: users, title: formations.title, reviewer: reviewers })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(formations, eq(formations.id, payments.formationId))
    .leftJoin(reviewers, eq(reviewers.id, payments.reviewerId))
    .where(and(where, after))
    .orderBy(...order)
    .limit(query.per_page)
    .offset(after ? 0 : (query.page - 1) * query.per_page);
  const data: AdminPayment[] = rows.map(({ payment, learner, title, reviewer }) => ({
    ...toPayment(payment),
    learner: { id: learner.id, first_name: learner.firstName, last_name: learner.lastName, email: learner.email },
    formation_title: title,
    reviewer: reviewer ? { id: reviewer.id, name: `${reviewer.firstName} ${reviewer.lastName}`.trim() } : null,
  }));
  return {
    data,
    meta: keysetPageMeta(
      query.page,
      query.per_page,
      total,
      data.map((payment) => payment.id),
    ),
  };
}

export async function adminPayment(db: Db, id: string): Promise<AdminPayment> {
  const page = await db
    .select({ payment: payments, learner: users, title: formations.title, reviewer: reviewers })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(formations, eq(formations.id, payments.formationId))
    .leftJoin(reviewers, eq(reviewers.id, payments.reviewerId))
    .where(eq(payments.id, id));
  const [found] = page;
  if (!found) throw notFound('payment');
  const { payment, learner, title, reviewer } = found;
  return {
    ...toPayment(payment),
    learner: { id: learner.id, first_name: learner.firstName, last_name: learner.lastName, email: learner.email },
    formation_title: title,
    reviewer: reviewer ? { id: reviewer.id, name: `${reviewer.firstName} ${reviewer.lastName}`.trim() } : null,
  };
}

// --- bank accounts -------------------------------------------------------------------------------

type BankAccountValues = v.InferOutput<typeof BankAccountInputSchema>;

export async function listBankAccounts(db: Db): Promise<BankAccount[]> {
  const rows = await db.select().from(bankAccounts).orderBy(bankAccounts.displayOrder, bankAccounts.createdAt);
  return rows.map(toBankAccount);
}

export async function createBankAccount(db: Db, input: BankAccountValues): Promise<BankAccount> {
  const [row] = await db
    .insert(bankAccounts)
    .values({
      id: uuidv7(),
      bankName: input.bank_name,
      accountHolder: input.account_holder,
      accountNumber: input.account_number,
      rib: input.rib,
      amountNote: input.amount_note,
      instructions: input.instructions,
      isActive: input.is_active,
      displayOrder: input.display_order,
    })
    .returning();
  if (!row) throw new Error('bank account insert returned nothing');
  return toBankAccount(row);
}

export async function updateBankAccount(db: Db, id: string, input: Partial<BankAccountValues>): Promise<BankAccount> {
  const changes: Partial<typeof bankAccounts.$inferInsert> = {};
  if (input.bank_name !== undefined) changes.bankName = input.bank_name;
  if (input.account_holder !== undefined) changes.accountHolder = input.account_holder;
  if (input.account_number !== undefined) changes.accountNumber = input.account_number;
  if (input.rib !== undefined) changes.rib = input.rib;
  if (input.amount_note !== undefined) changes.amountNote = input.amount_note;
  if (input.instructions !== undefined) changes.instructions = input.instructions;
  if (input.is_active !== undefined) changes.isActive = input.is_active;
  if (input.display_order !== undefined) changes.displayOrder = input.display_order;
  const [row] = await db
    .update(bankAccounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(bankAccounts.id, id))
    .returning();
  if (!row) throw notFound('bank account');
  return toBankAccount(row);
}

export async function deleteBankAccount(db: Db, id: string): Promise<void> {
  const gone = await db.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning({ id: bankAccounts.id });
  if (gone.length === 0) throw notFound('bank account');
}

// --- card gateway --------------------------------------------------------------------------------

export async function cardGateway(db: Db, config: AppConfig): Promise<CardGateway> {
  return toCardGateway(await loadGatewaySettings(db), await testGatewayAllowed(db, config));
}

/** PUT /api/admin/card-gateway. An absent store key keeps the stored one; an empty string clears it. */
export async function saveCardGateway(
  db: Db,
  config: AppConfig,
  input: v.InferOutput<typeof CardGatewayInputSchema>,
  adminId: string,
): Promise<CardGateway> {
  await loadGatewaySettings(db);
  const changes: Partial<typeof cardGatewaySettings.$inferInsert> = {
    enabled: input.enabled,
    provider: input.provider,
    mode: input.mode,
    merchantId: input.merchant_id,
    gatewayUrl: input.gateway_url,
    updatedAt: new Date(),
    updatedBy: adminId,
  };
  if (input.store_key !== undefined) changes.storeKey = input.store_key === '' ? null : input.store_key;
  const [row] = await db.update(cardGatewaySettings).set(changes).where(eq(cardGatewaySettings.id, 1)).returning();
  if (!row) throw new Error('card gateway settings row missing');
  return toCardGateway(row, await testGatewayAllowed(db, config));
}
