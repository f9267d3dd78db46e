import { and, eq, inArray } from 'drizzle-orm';
import { certificates, quizAttempts } from '../../db/schema/exam';
import type { SyncEntity } from '../catalogue/sync/stream';
import { attemptsWithCodes } from './attempts-service';
import { toCertificate } from './certificates-service';

/** The learner's exam attempts and certificates in the `me` sync stream: results and certificates read offline. */
export const examSyncEntities: readonly SyncEntity[] = [
  {
    name: 'attempts',
    table: 'quiz_attempts',
    async load(db, ids, userId) {
      if (!userId) return { visible: [], hidden: [] };
      const rows = await db
        .select()
        .from(quizAttempts)
        .where(and(inArray(quizAttempts.id, ids), eq(quizAttempts.userId, userId)));
      return { visible: await attemptsWithCodes(db, rows), hidden: [] };
    },
  },
  {
    name: 'certificates',
    table: 'certificates',
    async load(db, ids, userId) {
      if (!userId) return { visible: [], hidden: [] };
      const rows = await db
        .select()
        .from(certificates)
        .where(and(inArray(certificates.id, ids), eq(certificates.userId, userId)));
      return { visible: rows.map(toCertificate), hidden: [] };
    },
  },
];
