import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import * as v from 'valibot';
import { UuidSchema } from '../../../contract/catalogue';
import type { ErrorCode } from '../../../contract/errors';
import {
  MediaInfoSchema,
  RENDITION_NAMES,
  UPLOAD_METADATA,
  UPLOADS_PATH,
  type MediaInfo,
  type MediaKind,
} from '../../../contract/media-library';
import { PROBLEM_CONTENT_TYPE } from '../../../contract/problem';
import { media } from '../../db/schema/media';
import { lingerIfBodyUnread } from '../../lib/http/lingering-close';
import { notFound, statusTitle } from '../../lib/http/problem';
import { describeRoute, type OtherBody, type RequestHeader, type RouteDescription, type ApiInstance } from '../../lib/http/route-schema';
import { enqueueTranscode } from '../../lib/media/media-jobs';
import { mp4DurationSeconds } from '../../lib/media/mp4-duration';
import { isDiskFull } from '../../plugins/problem-handler';
import { mediaPaths } from './media-paths';

/**
 * What a finished upload may be, by its first bytes (file-type), never by its name or declared type:
 * the extension it is stored under and the kind of media it makes.
 */
const ACCEPTED: Record<string, { extension: string; kind: MediaKind }> = {
  'video/mp4': { extension: '.mp4', kind: 'video' },
  'video/x-m4v': { extension: '.mp4', kind: 'video' },
  'video/webm': { extension: '.webm', kind: 'video' },
  'video/quicktime': { extension: '.mov', kind: 'video' },
  'video/x-matroska': { extension: '.mkv', kind: 'video' },
  'video/3gpp': { extension: '.3gp', kind: 'video' },
  'audio/mpeg': { extension: '.mp3', kind: 'audio' },
  'audio/mp4': { extension: '.m4a', kind: 'audio' },
  'audio/x-m4a': { extension: '.m4a', kind: 'audio' },
  'audio/aac': { extension: '.aac', kind: 'audio' },
  'audio/ogg': { extension: '.ogg', kind: 'audio' },
  'audio/opus': { extension: '.opus', kind: 'audio' },
  'audio/wav': { extension: '.wav', kind: 'audio' },
  'audio/x-wav': { extension: '.wav', kind: 'audio' },
};

/** How an original is typed when served (a browser needs the type of what it plays). */
export const ORIGINAL_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(ACCEPTED).map(([mime, { extension }]) => [extension, mime]),
);

const MediaParamsSchema = v.object({ id: UuidSchema });

/** A tus chunk: the bytes after Upload-Offset, read by tus as a stream. */
const TUS_CHUNK: OtherBody = {
  mediaType: 'application/offset+octet-stream',
  description: 'The next bytes of the file, starting at Upload-Offset (tus 1.0.0)',
};

/** tus answers its own protocol errors as text/plain, not as problems. */
const tusRefusal = (description: string): OtherBody => ({ mediaType: 'text/plain', description });

/** Every tus request carries Tus-Resumable: 1.0.0; tus answers 412 otherwise. */
const TUS_PRECONDITION = { 412: tusRefusal('Tus-Resumable is missing or names an unsupported version') };
const TUS_RESUMABLE: RequestHeader = {
  description: 'The tus version the client speaks: `1.0.0` (another, or none, is 412)',
  required: true,
  schema: { type: 'string', enum: ['1.0.0'] },
};
/** tus's Upload-Metadata: comma-separated pairs of a key and, optionally, its base64 value. */
const UPLOAD_METADATA_PATTERN = '^[^ ,]+( [A-Za-z0-9+/]*={0,2})?(,[^ ,]+( [A-Za-z0-9+/]*={0,2})?)*$';

/** The upload routes: staff only, tagged media, the tus protocol spelt out in each description. */
function tusRoute(route: Omit<RouteDescription, 'tags' | 'access'>) {
  return describeRoute({ tags: ['media'], access: 'staff', ...route });
}

/**
 * An upload not finished 24 hours after it started is abandoned: the hourly clean-up removes its bytes
 * (README, "Limits"). The answer's Upload-Expires tells the editor when.
 */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** Uploads one staff member may have started and not finished; the next is 429 until one ends or expires. */
export const MAX_UPLOADS_IN_PROGRESS = 10;
/** The upload's metadata entry naming its uploader, written by the server (a client's value is replaced). */
const UPLOADED_BY = 'uploaded_by';

/** How many unfinished uploads of `staffId` the tus folder holds (each upload has its `<id>.json`). */
async function uploadsInProgress(directory: string, staffId: string): Promise<number> {
  let count = 0;
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    if (!name.endsWith('.json')) continue;
    try {
      const info = JSON.parse(await readFile(path.join(directory, name), 'utf8')) as {
        size?: number;
        offset?: number;
        metadata?: Record<string, string | null>;
      };
      if (info.metadata?.[UPLOADED_BY] === staffId && info.size !== info.offset) count += 1;
    } catch {
      // Being written or removed right now: not counted.
    }
  }
  return count;
}

/** The Node request and response under tus's web-style request (srvx keeps them at `runtime.node`). */
interface TusRequest {
  runtime?: { node?: { req: IncomingMessage; res: { setHeader(name: string, value: string): unknown } } };
}
const nodeOf = (request: unknown) => (request as TusRequest).runtime?.node;

/** Responses whose body is one of our problems: their Content-Type is made problem+json as they leave. */
const problemResponses = new WeakSet<object>();

/** A refusal as tus sends it (tus types every body text/plain; `typeProblems` corrects that). */
function tusProblem(request: unknown, status: number, code: ErrorCode): { status_code: number; body: string } {
  const res = nodeOf(request)?.res;
  if (res) problemResponses.add(res);
  return { status_code: status, body: JSON.stringify({ type: 'about:blank', title: statusTitle(status), status, code }) };
}

type HeaderArgument = unknown[] | Record<string, unknown> | undefined;

/** Rewrites the Content-Type of a writeHead header argument, in either form srvx passes (flat list, object). */
function withProblemType(headers: HeaderArgument): HeaderArgument {
  if (Array.isArray(headers)) {
    const out: unknown[] = [];
    for (let index = 0; index < headers.length; index += 2) {
      if (String(headers[index]).toLowerCase() !== 'content-type') out.push(headers[index], headers[index + 1]);
    }
    return [...out, 'Content-Type', PROBLEM_CONTENT_TYPE];
  }
  const out = Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'));
  return { ...out, 'Content-Type': PROBLEM_CONTENT_TYPE };
}

/** Makes `res` send problem+json when a tus hook refused the request with one of our problems. */
function typeProblems(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (!problemResponses.has(res)) return writeHead(status, ...rest);
    const last = rest.length - 1;
    const args =
      typeof rest[last] === 'object'
        ? [...rest.slice(0, last), withProblemType(rest[last] as HeaderArgument)]
        : [...rest, withProblemType(undefined)];
    return writeHead(status, ...args);
  }) as ServerResponse['writeHead'];
}

/**
 * Staff media: resumable uploads with the tus protocol under /api/admin/uploads (creation, HEAD for the
 * offset, PATCH to continue, DELETE to give up) and GET /api/admin/media/{id} for the editor. Agent and
 * admin only. A finished upload is typed by its magic bytes; a refused one is deleted and answered 415
 * `media.type_refused`; an accepted one becomes a media row and a transcoding job.
 */
export async function adminMediaRoutes(app: ApiInstance) {
  const { db } = app.database;
  const paths = mediaPaths(app.config);
  const tusDirectory = path.join(app.config.storageDir, 'uploads', 'tus');
  await mkdir(tusDirectory, { recursive: true });
  const uploaderOf = new WeakMap<IncomingMessage, string>();

  // Made on first use: FileStore's constructor starts an unawaited mkdir whose failure would be an uncaught
  // exception, and a server that is closed at once (a CLI run, a test) may have its data folder gone by then.
  let tusServer: TusServer | null = null;
  const tus = (): TusServer => (tusServer ??= createTusServer());
  const createTusServer = () =>
    new TusServer({
      path: UPLOADS_PATH,
      // An upload left unfinished for a day (the agent gave up) is removed by the clean-up below.
      datastore: new FileStore({ directory: tusDirectory, expirationPeriodInMilliseconds: ABANDONED_UPLOAD_MS }),
      maxSize: app.config.uploadMaxBytes,
      relativeLocation: true,
      // Same origin only: the editor is served by this server, nothing else may upload.
      allowedOrigins: () => false,
      namingFunction: () => randomUUID(),
      // Ids are ours (UUIDs): anything else in the path is not an upload of this server.
      getFileIdFromRequest: (request, lastPath) => (lastPath && /^[0-9a-f-]{36}$/.test(lastPath) ? lastPath : undefined),
      disableTerminationForFinishedUploads: true,
      onUploadCreate: async (request, upload) => {
        const node = nodeOf(request);
        const staffId = node ? (uploaderOf.get(node.req) ?? '') : '';
        if (staffId && (await uploadsInProgress(tusDirectory, staffId)) >= MAX_UPLOADS_IN_PROGRESS) {
          node?.res.setHeader('Retry-After', String(CLEAN_UP_EVERY_MS / 1000));
          throw tusProblem(request, 429, 'http.too_many_requests');
        }
        return { metadata: { ...upload.metadata, [UPLOADED_BY]: staffId } };
      },
      onResponseError: (request, error) => {
        if ('status_code' in error && error.status_code === 413) return tusProblem(request, 413, 'media.too_large');
        // A full disk: the bytes past the stored offset were not kept, and the editor resumes from it later.
        if (isDiskFull(error)) return tusProblem(request, 507, 'server.storage_full');
        return undefined;
      },
      onUploadFinish: async (request, upload) => {
        const file = path.join(tusDirectory, upload.id);
        const detected = await fileTypeFromFile(file).catch(() => undefined);
        const accepted = detected ? ACCEPTED[detected.mime] : undefined;
        if (!detected || !accepted) {
          await tus()
            .datastore.remove(upload.id)
            .catch(() => undefined);
          throw tusProblem(request, 415, 'media.type_refused');
        }
        const folder = accepted.kind === 'video' ? paths.videos : path.join(paths.root, 'audio');
        await mkdir(folder, { recursive: true });
        const target = path.join(folder, `${upload.id}${accepted.extension}`);
        await rename(file, target);
        await rm(`${file}.json`, { force: true });
        // The clip's length from its own header (a few kilobytes read, no ffmpeg needed), so a lesson linked
        // to it gets its duration at once; the transcoder's ffprobe figure replaces it later if it differs.
        const size = upload.size ?? upload.offset;
        const durationSeconds =
          accepted.kind === 'video'
            ? await mp4DurationSeconds((start, end) => createReadStream(target, { start, end }), size).catch(() => null)
            : null;
        const node = nodeOf(request);
        const transcoding = app.mediaJobs.transcoding;
        await db.transaction(async (tx) => {
          await tx.insert(media).values({
            id: upload.id,
            kind: accepted.kind,
            originalKey: path.relative(paths.root, target).split(path.sep).join('/'),
            fileName: (upload.metadata?.filename ?? '').slice(0, 255) || `${upload.id}${accepted.extension}`,
            size,
            mimeType: detected.mime,
            durationSeconds,
            state: transcoding ? 'uploaded' : 'unavailable',
            uploadedBy: node ? (uploaderOf.get(node.req) ?? null) : null,
          });
          if (transcoding) await enqueueTranscode(tx, upload.id);
        });
        if (transcoding) app.mediaJobs.kick();
        return { headers: { 'Media-Id': upload.id } };
      },
    });

  let cleanUp: NodeJS.Timeout | null = null;
  const removeAbandoned = () =>
    tus()
      .cleanUpExpiredUploads()
      .then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, 'abandoned uploads removed');
        },
        (error: unknown) => app.log.error({ err: error }, 'abandoned upload clean-up failed'),
      );
  app.addHook('onReady', async () => {
    // Every hour (not at start: the tus store is made on first use, see above).
    cleanUp = setInterval(() => void removeAbandoned(), CLEAN_UP_EVERY_MS);
    cleanUp.unref();
  });
  app.addHook('onClose', async () => {
    if (cleanUp) clearInterval(cleanUp);
  });

  // tus reads the body itself, as a stream: Fastify must leave it alone (and apply no body limit to it).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.auth) uploaderOf.set(request.raw, request.auth.id);
    reply.hijack();
    typeProblems(reply.raw);
    // tus answers a chunk past its length (413) with Connection: close before the chunk has all arrived:
    // the connection lingers so the editor reads that answer (the problem handler does it for the others).
    lingerIfBodyUnread(request.raw);
    // Headers set by earlier hooks (security headers) go out with tus's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
    await tus().handle(request.raw, reply.raw);
  };
  // No GET: an upload is read back only as a media file, through the routes that check access.
  // One registration per method, so each has its own description; tus answers them all.
  const routeOptions = { compress: false as const, handler: handOver };
  const upload = '/admin/uploads/:id';
  // The id is tus's to read (getFileIdFromRequest): documented as a path parameter, not checked by a schema.
  const uploadRoute = (route: Omit<RouteDescription, 'tags' | 'access'>) => tusRoute({ pathParameters: true, ...route });
  // The request headers of the protocol, documented as parameters; tus checks them and answers 400, 403,
  // 409 or 412 (its own plain-text refusals, documented with each operation) or 413.
  const resumable = { 'Tus-Resumable': TUS_RESUMABLE };
  const discoveryRoute = {
    summary: 'tus discovery: the protocol versions, extensions and maximum size this server accepts',
    description:
      '204 with Tus-Version, Tus-Extension (creation, creation-with-upload, creation-defer-length, termination, expiration) and Tus-Max-Size.',
    response: { 204: null },
    headers: {
      204: {
        'Tus-Resumable': '`1.0.0`',
        'Tus-Version': '`1.0.0`',
        'Tus-Extension': 'The extensions this server implements, comma-separated',
        'Tus-Max-Size': 'The largest upload accepted, in bytes',
      },
    },
  };
  const discovery = tusRoute(discoveryRoute);
  app.route({ method: 'OPTIONS', url: '/admin/uploads', ...routeOptions, schema: discovery });
  app.route({
    method: 'POST',
    url: '/admin/uploads',
    ...routeOptions,
    schema: tusRoute({
      summary: 'Starts a resumable upload (tus creation): the answer says where to send the bytes',
      description:
        "201 with Location (the upload's URL, whose last segment is the future media id) and, when the body already " +
        'carried bytes (creation-with-upload, `Content-Type: application/offset+octet-stream`), Upload-Offset. ' +
        'An upload larger than the server accepts is 413 `media.too_large`. tus also serves creation-defer-length ' +
        '(`Upload-Defer-Length: 1` instead of Upload-Length, the length sent with a later PATCH); the editor never uses it.',
      requestHeaders: {
        ...resumable,
        'Upload-Length': {
          description: `The file's size in bytes, at most Tus-Max-Size (${app.config.uploadMaxBytes}; more is 413 \`media.too_large\`)`,
          required: true,
          schema: { type: 'integer', minimum: 0, maximum: app.config.uploadMaxBytes },
        },
        'Upload-Metadata': {
          description:
            `Comma-separated \`key base64(value)\` pairs; the server reads \`${UPLOAD_METADATA.fileName}\` (the file's name, ` +
            `kept as the media's name) and \`${UPLOAD_METADATA.fileType}\` (its declared type; the bytes decide)`,
          schema: { type: 'string', pattern: UPLOAD_METADATA_PATTERN },
        },
      },
      bodyMediaType: TUS_CHUNK,
      response: { 201: null, ...TUS_PRECONDITION, 400: tusRefusal('Upload-Length or Upload-Metadata missing or malformed') },
      headers: {
        201: {
          Location: "The upload's URL; its last segment is the future media id",
          'Upload-Offset': 'Bytes held, when the creation carried some',
          'Upload-Expires': 'When the upload is removed if it is not finished by then',
          'Tus-Resumable': '`1.0.0`',
        },
      },
      errors: { 413: ['media.too_large'], 415: ['media.type_refused'], 429: ['http.too_many_requests'], 507: ['server.storage_full'] },
    }),
  });
  app.route({
    method: 'HEAD',
    url: upload,
    ...routeOptions,
    // Fastify's own HEAD routes (one per GET) stay out of the document; this one is an operation of its own.
    config: { swagger: { exposeHeadRoute: true } },
    schema: uploadRoute({
      summary: 'Where an upload stands (tus): how many bytes the server holds, to resume from there',
      description: '200 with Upload-Offset and Upload-Length, Cache-Control: no-store.',
      requestHeaders: resumable,
      response: {
        200: null,
        ...TUS_PRECONDITION,
        404: tusRefusal('No such upload'),
        410: tusRefusal('The upload expired and was removed'),
      },
      headers: {
        200: {
          'Upload-Offset': 'Bytes the server holds: resume from here',
          'Upload-Length': 'The declared size',
          'Upload-Metadata': 'The metadata given at creation',
          'Cache-Control': '`no-store`',
          'Tus-Resumable': '`1.0.0`',
        },
      },
    }),
  });
  app.route({
    method: 'PATCH',
    url: upload,
    ...routeOptions,
    schema: uploadRoute({
      summary: 'Sends the next chunk of an upload (tus); the last chunk turns the upload into a media row and a transcoding job',
      description:
        'The body is the bytes from Upload-Offset on, as `Content-Type: application/offset+octet-stream`. ' +
        '204 with the new Upload-Offset; after the last byte also Media-Id. The finished file is typed by its first ' +
        'bytes: anything but audio or video is deleted and answered 415 `media.type_refused`. Past the declared ' +
        'length or the server maximum: 413 `media.too_large`.',
      requestHeaders: {
        ...resumable,
        'Upload-Offset': {
          description: 'Where this chunk starts: the offset HEAD (or the previous PATCH) gave; another is 409',
          required: true,
          schema: { type: 'integer', minimum: 0 },
        },
      },
      bodyMediaType: TUS_CHUNK,
      headers: {
        204: {
          'Upload-Offset': 'Bytes the server now holds',
          'Upload-Expires': 'When the upload is removed if it is not finished by then',
          'Media-Id': 'After the last byte: the id of the new media file',
          'Tus-Resumable': '`1.0.0`',
        },
      },
      response: {
        204: null,
        ...TUS_PRECONDITION,
        403: tusRefusal('Upload-Offset or the Content-Type of a chunk is missing'),
        404: tusRefusal('No such upload'),
        409: tusRefusal('Upload-Offset does not match the bytes the server holds: ask HEAD and resume from there'),
        410: tusRefusal('The upload expired and was removed'),
      },
      errors: { 413: ['media.too_large'], 415: ['media.type_refused'], 429: ['http.too_many_requests'], 507: ['server.storage_full'] },
    }),
  });
  app.route({
    method: 'DELETE',
    url: upload,
    ...routeOptions,
    schema: uploadRoute({
      summary: 'Abandons an unfinished upload (tus termination) and frees its bytes',
      description: '204 once removed; a finished upload is a media file and is not removed this way (400).',
      requestHeaders: resumable,
      response: {
        204: null,
        ...TUS_PRECONDITION,
        400: tusRefusal('The upload is finished: it cannot be terminated'),
        404: tusRefusal('No such upload'),
        410: tusRefusal('The upload expired and was removed'),
      },
      headers: { 204: { 'Tus-Resumable': '`1.0.0`' } },
    }),
  });
  app.route({ method: 'OPTIONS', url: upload, ...routeOptions, schema: uploadRoute({ ...discoveryRoute }) });

  const mediaInfo = describeRoute({
    tags: ['media'],
    summary: 'An uploaded media file as the editor shows it: its state, transcoding progress and renditions',
    access: 'staff',
    params: MediaParamsSchema,
    response: { 200: MediaInfoSchema },
    errors: { 404: ['http.not_found'] },
  });
  app.get('/admin/media/:id', { schema: mediaInfo }, async (request, reply): Promise<MediaInfo> => {
    const { id } = request.params;
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row) throw notFound('media');
    reply.header('Cache-Control', 'no-store');
    return {
      id: row.id,
      kind: row.kind,
      file_name: row.fileName,
      size: row.size,
      mime_type: row.mimeType,
      state: row.state,
      progress: row.progress,
      rendition_progress: RENDITION_NAMES.flatMap((name) => {
        const done = row.renditionProgress[name];
        return done === undefined ? [] : [{ name, progress: Math.min(1, Math.max(0, done)) }];
      }),
      duration_seconds: row.durationSeconds,
      renditions: RENDITION_NAMES.flatMap((name) => {
        const made = row.renditions[name];
        return made ? [{ name, size: made.size, mime_type: made.mimeType }] : [];
      }),
      transcoding_available: app.mediaJobs.transcoding,
      error: row.error,
      created_at: row.createdAt.toISOString(),
    };
  });
}
