import { and, asc, eq } from 'drizzle-orm';
import type { ChatHistoryMessage, ChatMetadata } from '../../../contract/chat';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { chatMessages, chatSessions } from '../../db/schema/chat';
import type { ChatIdentity } from './quota';

/** Whose a conversation is: the account, else the device, else (a client without a device id) the address. */
export function ownerOf(identity: ChatIdentity): string {
  if (identity.kind === 'user') return `user:${identity.userId}`;
  return identity.deviceId ? `device:${identity.deviceId}` : `address:${identity.address}`;
}

export async function createSession(db: Db, identity: ChatIdentity): Promise<string> {
  const id = uuidv7();
  await db.insert(chatSessions).values({ id, owner: ownerOf(identity), userId: identity.kind === 'user' ? identity.userId : null });
  return id;
}

/** True when the conversation exists and is the caller's; anyone else gets the same answer as for an unknown id. */
export async function ownsSession(db: Db, sessionId: string, identity: ChatIdentity): Promise<boolean> {
  const [row] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.owner, ownerOf(identity))));
  return row !== undefined;
}

/** The question and its answer, stored together once the answer exists. */
export async function recordExchange(
  db: Db,
  sessionId: string,
  question: string,
  answerHtml: string,
  metadata: ChatMetadata,
): Promise<string> {
  const questionId = uuidv7();
  const answerId = uuidv7();
  await db.insert(chatMessages).values([
    { id: questionId, sessionId, role: 'user', content: question, metadata: null },
    { id: answerId, sessionId, role: 'assistant', content: answerHtml, metadata },
  ]);
  return answerId;
}

export async function history(db: Db, sessionId: string): Promise<ChatHistoryMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    created_at: row.createdAt.toISOString(),
    metadata: row.metadata ?? null,
  }));
}
