/**
 * A sync cursor names the database it came from and the last change it covers: `<instance>-<seq>`
 * (seq in base 36). Clients treat it as opaque; the server uses the instance part to notice a cursor
 * from another database (restored backup, reseeded demo) and answers with a reset instead of a gap.
 */
export interface SyncCursor {
  instance: string;
  seq: number;
}

const FORMAT = /^([0-9a-f]{16})-([0-9a-z]{1,12})$/;

export function encodeCursor(cursor: SyncCursor): string {
  return `${cursor.instance}-${cursor.seq.toString(36)}`;
}

/** Null for anything this server could not have written. */
export function decodeCursor(raw: string): SyncCursor | null {
  const match = FORMAT.exec(raw);
  if (!match) return null;
  const [, instance = '', digits = ''] = match;
  const seq = Number.parseInt(digits, 36);
  if (!Number.isSafeInteger(seq)) return null;
  return { instance, seq };
}
