import { lessonProgress } from '../../db/schema/study';
import { ownRowsEntity } from '../../lib/sync/own-rows-entity';
import { toLessonProgress } from './progress-service';

/** The learner's lesson progress in the `me` sync stream, so a second device picks it up. */
export const progressSyncEntity = ownRowsEntity('progress', lessonProgress, (_db, rows) => rows.map(toLessonProgress));
