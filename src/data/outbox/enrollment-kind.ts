import * as v from 'valibot';
import { EnrollmentSchema, type Enrollment } from '../../../contract/catalogue';
import { registerOutboxKind } from './ack-handlers';

/**
 * Enrollment write-back: the device shows the learner enrolled at once (a provisional row whose id is
 * the outbox row's), the server's enrollment replaces it on acknowledgement, and a refusal removes it.
 */
registerOutboxKind('enrollment', {
  tables: ['enrollments'],
  async onAck(db, row, body) {
    const parsed = v.safeParse(EnrollmentSchema, body);
    const enrollments = db.table<Enrollment, string>('enrollments');
    await enrollments.delete(row.id);
    if (parsed.success) await enrollments.put(parsed.output);
  },
  async onReject(db, row) {
    await db.table<Enrollment, string>('enrollments').delete(row.id);
  },
});
