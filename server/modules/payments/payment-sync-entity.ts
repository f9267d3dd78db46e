import { payments } from '../../db/schema/payments';
import { ownRowsEntity } from '../../lib/sync/own-rows-entity';
import { toPayment } from './serializers';

/** The learner's payments in the `me` sync stream: the phone learns a staff decision on its next sync. */
export const paymentSyncEntity = ownRowsEntity('payments', payments, (_db, rows) => rows.map(toPayment));
