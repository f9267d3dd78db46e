import { certificates, quizAttempts } from '../../db/schema/exam';
import type { SyncEntity } from '../../lib/sync/stream';
import { ownRowsEntity } from '../../lib/sync/own-rows-entity';
import { attemptsWithCodes } from './attempts-service';
import { toCertificate } from './certificates-service';

/** The learner's exam attempts and certificates in the `me` sync stream: results and certificates read offline. */
export const examSyncEntities: readonly SyncEntity[] = [
  ownRowsEntity('attempts', quizAttempts, attemptsWithCodes),
  ownRowsEntity('certificates', certificates, (_db, rows) => rows.map(toCertificate)),
];
