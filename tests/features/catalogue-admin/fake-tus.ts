/** An in-memory tus 1.0 server behind tus-js-client's HttpStack interface, for the editor's upload tests. */
import type { HttpRequest, HttpResponse, HttpStack, PreviousUpload, UploadOptions } from 'tus-js-client';

type UrlStorage = NonNullable<UploadOptions['urlStorage']>;
type FileReader = NonNullable<UploadOptions['fileReader']>;

interface Stored {
  length: number;
  chunks: Uint8Array[];
  offset: number;
}

function response(status: number, headers: Record<string, string> = {}, body = ''): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: (name) => headers[name] ?? headers[name.toLowerCase()],
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
}

export class FakeTusServer {
  readonly uploads = new Map<string, Stored>();
  readonly log: { method: string; url: string; authorization: string | undefined }[] = [];
  private counter = 0;
  /** The next PATCH fails as a dropped connection would (no response). */
  dropNextPatch = false;
  /** PATCH requests after this many hang until aborted (a page closed mid-chunk). */
  hangAfterPatches: number | null = null;
  /** Answer every PATCH with this refusal (status, problem code). */
  refuse: { status: number; code: string } | null = null;
  private patches = 0;

  /** The assembled upload, to compare byte for byte with the file sent. */
  contentOf(id: string): Uint8Array {
    const stored = this.uploads.get(id);
    const out = new Uint8Array(stored?.offset ?? 0);
    let at = 0;
    for (const chunk of stored?.chunks ?? []) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }

  bytesOf(id: string): number {
    return this.uploads.get(id)?.offset ?? 0;
  }

  readonly httpStack: HttpStack = {
    getName: () => 'fake',
    createRequest: (method, url) => this.request(method, url),
  };

  private request(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    let progress: (bytes: number) => void = () => undefined;
    let rejectPending: ((error: Error) => void) | null = null;
    const handle = async (body: unknown): Promise<HttpResponse> => {
      this.log.push({ method, url, authorization: headers.Authorization });
      if (method === 'POST') {
        this.counter += 1;
        const id = `0190eeee-0000-7000-8000-${String(this.counter).padStart(12, '0')}`;
        this.uploads.set(id, { length: Number(headers['Upload-Length']), chunks: [], offset: 0 });
        return response(201, { Location: `${url.replace(/\/$/, '')}/${id}` });
      }
      const id = url.split('/').at(-1) ?? '';
      const stored = this.uploads.get(id);
      if (!stored) return response(404);
      if (method === 'HEAD') {
        return response(200, { 'Upload-Offset': String(stored.offset), 'Upload-Length': String(stored.length), 'Tus-Resumable': '1.0.0' });
      }
      this.patches += 1;
      if (this.refuse) {
        return response(
          this.refuse.status,
          {},
          JSON.stringify({ type: 'about:blank', title: 'x', status: this.refuse.status, code: this.refuse.code }),
        );
      }
      if (this.dropNextPatch) {
        this.dropNextPatch = false;
        throw new Error('connection dropped');
      }
      if (this.hangAfterPatches !== null && this.patches > this.hangAfterPatches) {
        await new Promise<never>((_resolve, reject) => {
          rejectPending = reject;
        });
      }
      if (Number(headers['Upload-Offset']) !== stored.offset) return response(409);
      const bytes = body as Uint8Array;
      stored.chunks.push(bytes);
      stored.offset += bytes.length;
      progress(bytes.length);
      return response(204, { 'Upload-Offset': String(stored.offset), 'Tus-Resumable': '1.0.0' });
    };
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => {
        headers[name] = value;
      },
      getHeader: (name) => headers[name],
      setProgressHandler: (handler) => {
        progress = handler;
      },
      send: (body) => handle(body),
      abort: async () => {
        rejectPending?.(new Error('aborted'));
      },
      getUnderlyingObject: () => null,
    };
  }
}

/** tus-js-client's URL storage in memory (localStorage in the browser); survives a remount like a reload. */
export class MemoryUrlStorage implements UrlStorage {
  private readonly entries = new Map<string, PreviousUpload & { fingerprint: string }>();
  private counter = 0;
  async findAllUploads() {
    return [...this.entries.values()];
  }
  async findUploadsByFingerprint(fingerprint: string) {
    return [...this.entries.values()].filter((entry) => entry.fingerprint === fingerprint);
  }
  async removeUpload(key: string) {
    this.entries.delete(key);
  }
  async addUpload(fingerprint: string, upload: PreviousUpload) {
    this.counter += 1;
    const key = `tus::${fingerprint}::${this.counter}`;
    this.entries.set(key, { ...upload, urlStorageKey: key, fingerprint });
    return key;
  }
}

/** Reads a test file's bytes (kept beside it: jsdom's Blob cannot be sliced into bytes synchronously). */
export function bytesReader(contents: Map<Blob, Uint8Array>): FileReader {
  return {
    openFile: async (input: Blob) => {
      const bytes = contents.get(input) ?? new Uint8Array();
      return {
        size: bytes.length,
        // tus-js-client measures a chunk by `size`, as a browser Blob has it.
        slice: async (start: number, end: number) => ({
          value: Object.assign(bytes.slice(start, end), { size: Math.max(0, Math.min(end, bytes.length) - start) }),
          done: end >= bytes.length,
        }),
        close: () => undefined,
      };
    },
  };
}
