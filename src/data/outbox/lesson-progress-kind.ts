import * as v from 'valibot';
import { LessonProgressSchema, type LessonProgress } from '../../../contract/study';
import { registerOutboxKind } from './ack-handlers';

/**
 * Lesson progress write-back: the server's merged row goes into the mirror at once, so another screen
 * sees what the server holds before the next sync. The local row stays: it may already be ahead again.
 * A refusal (a lesson locked on the server, an enrollment gone) undoes nothing: local progress is the
 * learner's own record and is offered again by the next report.
 */
registerOutboxKind('lesson-progress', {
  tables: ['progress'],
  async onAck(db, _row, body) {
    const parsed = v.safeParse(LessonProgressSchema, body);
    if (parsed.success) await db.table<LessonProgress, string>('progress').put(parsed.output);
  },
});
