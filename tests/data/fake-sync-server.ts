/**
 * An in-memory stand-in for the server's sync streams: rows and tombstones in one change sequence,
 * pages of `pageSize`, cursors, ETag/304 and injectable failures — the rules of DESIGN.md's sync
 * without a network.
 */
import type { ErrorCode } from '../../contract/errors';
import { syncEtag } from '../../contract/sync';
import { ApiError } from '../../src/lib/api';
import type { SyncReply, SyncRequest, SyncTransport } from '../../src/data/sync-engine';

interface Change {
  entity: string;
  id: string;
  seq: number;
  row: { id: string } | null;
}

export class FakeSyncServer {
  private seq = 0;
  private changes = new Map<string, Change>();
  instance = 'one';
  pageSize = 3;
  readonly requests: SyncRequest[] = [];
  /** Errors thrown by the next requests, in order, before any page is computed. */
  readonly failures: ApiError[] = [];
  /** Bodies of 200 answers, for size checks. */
  readonly answers: unknown[] = [];

  constructor(private readonly entities: readonly string[]) {}

  upsert(entity: string, ...rows: { id: string }[]): void {
    for (const row of rows) {
      this.seq += 1;
      this.changes.set(`${entity}:${row.id}`, { entity, id: row.id, seq: this.seq, row: structuredClone(row) });
    }
  }

  remove(entity: string, ...ids: string[]): void {
    for (const id of ids) {
      this.seq += 1;
      this.changes.set(`${entity}:${id}`, { entity, id, seq: this.seq, row: null });
    }
  }

  failWith(code: ErrorCode, status: number, retryAfterSeconds: number | null = null, times = 1): void {
    for (let i = 0; i < times; i += 1) this.failures.push(new ApiError(code, status, {}, retryAfterSeconds));
  }

  private cursorOf(seq: number): string {
    return `${this.instance}-${seq}`;
  }

  transport: SyncTransport = async (request) => this.answer(request);

  private async answer(request: SyncRequest): Promise<SyncReply> {
    this.requests.push(request);
    await Promise.resolve();
    const failure = this.failures.shift();
    if (failure) throw failure;
    const [instance, raw] = (request.cursor ?? '').split('-');
    const reset = request.cursor !== null && instance !== this.instance;
    const since = request.cursor && !reset ? Number(raw) : 0;
    const pending = [...this.changes.values()]
      .filter((change) => change.seq > since && (since > 0 || change.row !== null))
      .sort((a, b) => a.seq - b.seq);
    const page = pending.slice(0, this.pageSize);
    const next = page.at(-1)?.seq ?? since;
    const etag = syncEtag(this.cursorOf(next));
    if (!reset && page.length === 0 && request.etag === etag) return { status: 304 };
    const body = {
      changes: Object.fromEntries(
        this.entities.map((entity) => [entity, page.filter((c) => c.entity === entity && c.row).map((c) => c.row)]),
      ),
      deleted: Object.fromEntries(
        this.entities.map((entity) => [entity, page.filter((c) => c.entity === entity && !c.row).map((c) => c.id)]),
      ),
      cursor: this.cursorOf(next),
      has_more: pending.length > page.length,
      reset,
    };
    this.answers.push(body);
    return { status: 200, body: structuredClone(body), etag };
  }
}
