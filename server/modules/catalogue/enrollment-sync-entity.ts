import { enrollments } from '../../db/schema/catalogue';
import { ownRowsEntity } from '../../lib/sync/own-rows-entity';
import { toEnrollment } from './serializers';

/** The learner's enrollments in the `me` sync stream. */
export const enrollmentSyncEntity = ownRowsEntity('enrollments', enrollments, (_db, rows) => rows.map(toEnrollment));
