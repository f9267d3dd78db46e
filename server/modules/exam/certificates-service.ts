import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { QUIZ_MAX_SCORE } from '../../../contract/constants';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  type Certificate,
  type CertificatePage,
  type CertificateVerification,
} from '../../../contract/exam';
import { pageMeta, type PageQuery } from '../../../contract/pagination';
import type { Translatable } from '../../../contract/translatable';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/exam';
import { signedPayload, type CertificateFields, type CertificateSigner } from '../../lib/certificates/certificate-signing';

export type CertificateRow = typeof certificates.$inferSelect;

/** 20 symbols from 100 random bits: unguessable, and short enough to type from paper. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every symbol equally likely.
  return Array.from(bytes, (byte) => CERTIFICATE_CODE_ALPHABET[byte % 32]).join('');
}

export function fieldsOf(row: CertificateRow): CertificateFields {
  return {
    code: row.code,
    holder_name: row.holderName,
    formation_title: row.formationTitle,
    score: row.score,
    issued_at: row.issuedAt.toISOString(),
  };
}

export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    code: row.code,
    formation_id: row.formationId,
    holder_name: row.holderName,
    formation_title: row.formationTitle,
    score: row.score,
    max_score: QUIZ_MAX_SCORE,
    issued_at: row.issuedAt.toISOString(),
    signed_payload: signedPayload(fieldsOf(row), row.keyId, row.signature),
  };
}

export interface IssueInput {
  userId: string;
  formationId: string;
  attemptId: string;
  score: number;
  holderName: string;
  formationTitle: Translatable;
  now: Date;
}

/**
 * Issues the learner's certificate for a formation on their first pass, inside the caller's transaction:
 * the unique (user, formation) index makes a second pass, or two passes racing, keep the first one.
 * Returns the certificate that holds, new or not.
 */
export async function issueCertificate(tx: Db, signer: CertificateSigner, input: IssueInput): Promise<CertificateRow> {
  const fields: CertificateFields = {
    code: newCertificateCode(),
    holder_name: input.holderName,
    formation_title: input.formationTitle,
    score: input.score,
    issued_at: input.now.toISOString(),
  };
  await tx
    .insert(certificates)
    .values({
      id: uuidv7(input.now.getTime()),
      code: fields.code,
      userId: input.userId,
      formationId: input.formationId,
      attemptId: input.attemptId,
      score: input.score,
      issuedAt: input.now,
      holderName: fields.holder_name,
      formationTitle: fields.formation_title,
      signature: signer.sign(fields),
      keyId: signer.keyId,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: [certificates.userId, certificates.formationId] });
  const [held] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, input.userId), eq(certificates.formationId, input.formationId)));
  if (!held) throw new Error('certificate missing right after its insert');
  return held;
}

export async function listCertificates(db: Db, userId: string, query: PageQuery): Promise<CertificatePage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(desc(certificates.issuedAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(certificates).where(eq(certificates.userId, userId)),
  ]);
  return { data: rows.map(toCertificate), meta: pageMeta(query.page, query.per_page, total?.value ?? 0) };
}

export async function findCertificate(db: Db, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row ?? null;
}

/** What the public verification page shows; `valid` re-checks the stored fields against their signature. */
export function toVerification(row: CertificateRow, signer: CertificateSigner): CertificateVerification {
  return {
    valid: row.keyId === signer.keyId && signer.verify(fieldsOf(row), row.signature),
    code: row.code,
    holder_name: row.holderName,
    formation_title: row.formationTitle,
    issued_at: row.issuedAt.toISOString(),
    score: row.score,
    max_score: QUIZ_MAX_SCORE,
  };
}
