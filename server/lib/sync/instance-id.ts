import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { appMetaValue } from '../app-meta-value';

/** 64 random bits naming this database in sync cursors; made once, kept in app_meta. */
export function instanceId(db: Db): Promise<string> {
  return appMetaValue(db, 'sync_instance', () => randomBytes(8).toString('hex'));
}
