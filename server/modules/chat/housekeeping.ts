import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatSessions } from '../../db/schema/chat';

/** How long conversations are kept: long enough to look into a complaint, short enough not to hoard what people asked. */
export const CHAT_RETENTION_DAYS = 90;

/** Deletes conversations (and, by cascade, their messages) started more than the retention ago. Returns how many. */
export async function chatHousekeeping(db: Db): Promise<number> {
  const gone = await db
    .delete(chatSessions)
    .where(lt(chatSessions.createdAt, sql`now() - make_interval(days => ${CHAT_RETENTION_DAYS})`))
    .returning({ id: chatSessions.id });
  return gone.length;
}
