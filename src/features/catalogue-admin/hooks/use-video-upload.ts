import { useCallback, useEffect, useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import * as v from 'valibot';
import type { ErrorCode } from '../../../../contract/errors';
import { codeForStatus } from '../../../../contract/http-status';
import { mediaIdOfUploadUrl, UPLOAD_CHUNK_BYTES, UPLOAD_METADATA, UPLOADS_PATH } from '../../../../contract/media-library';
import { ProblemSchema } from '../../../../contract/problem';
import { handleAuthFailure } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'waiting-network' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  bytesSent: number;
  bytesTotal: number;
  fileName: string | null;
  /** The server's refusal (size, type by magic bytes) or a network failure, when `failed`. */
  error: ErrorCode | null;
  /** The media the finished upload became, when `done`. */
  mediaId: string | null;
}

/** An upload of this lesson that a reload or a closed tab interrupted; picking the same file resumes it. */
export interface InterruptedUpload {
  fileName: string;
  bytesTotal: number | null;
}

/** The parts of tus-js-client a test replaces with a fake server (the browser's XHR and localStorage otherwise). */
export type UploadTransport = Pick<tus.UploadOptions, 'httpStack' | 'urlStorage' | 'fileReader' | 'fingerprint'>;

const IDLE: UploadState = { phase: 'idle', bytesSent: 0, bytesTotal: 0, fileName: null, error: null, mediaId: null };

/** Retries on a flaky link: quickly first, then every half minute; the `online` event restarts sooner. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 30_000, 30_000];

export function uploadEndpoint(): string {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(UPLOADS_PATH, base).href;
}

/** A failed tus request reduced to a stable code: the server's problem body when it sent one. */
export function uploadErrorCode(error: Error): ErrorCode {
  const response = (error as tus.DetailedError).originalResponse ?? null;
  if (!response) return 'network.error';
  const status = response.getStatus();
  handleAuthFailure(status);
  try {
    const problem = v.safeParse(ProblemSchema, JSON.parse(response.getBody()) as unknown);
    if (problem.success) return problem.output.code;
  } catch {
    // Not JSON: fall back to the status.
  }
  return codeForStatus(status);
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A lesson video sent with the tus protocol to /api/admin/uploads/: chunked, paused and resumed by the
 * agent, retried through network drops, and resumed after a reload by picking the same file again
 * (tus-js-client keeps each upload's URL under the file's fingerprint; `findPreviousUploads` finds it).
 */
export function useVideoUpload(lessonId: string, onComplete: (mediaId: string) => void, transport: UploadTransport = {}) {
  const [state, setState] = useState<UploadState>(IDLE);
  const [interrupted, setInterrupted] = useState<InterruptedUpload | null>(null);
  const upload = useRef<tus.Upload | null>(null);
  const completed = useRef(onComplete);
  useEffect(() => {
    completed.current = onComplete;
  });
  const storage = transport.urlStorage ?? tus.defaultOptions.urlStorage;

  // An upload of this lesson left unfinished by a reload: the editor offers to continue it.
  useEffect(() => {
    let live = true;
    storage
      .findAllUploads()
      .then((uploads) => {
        const previous = uploads.find((candidate) => candidate.metadata.lesson_id === lessonId);
        if (live && previous) setInterrupted({ fileName: previous.metadata[UPLOAD_METADATA.fileName] ?? '', bytesTotal: previous.size });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lessonId, storage]);

  // Back online: carry on where the link dropped instead of waiting for the next retry delay.
  useEffect(() => {
    const onOnline = () => {
      setState((current) => {
        if (current.phase === 'waiting-network' || (current.phase === 'failed' && current.error === 'network.error')) {
          upload.current?.start();
          return { ...current, phase: 'uploading', error: null };
        }
        return current;
      });
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // Leaving the screen stops sending; the stored URL lets the next visit resume.
  useEffect(() => () => void upload.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      await upload.current?.abort();
      const current: tus.Upload = new tus.Upload(file, {
        ...transport,
        endpoint: uploadEndpoint(),
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        removeFingerprintOnSuccess: true,
        metadata: { [UPLOAD_METADATA.fileName]: file.name, [UPLOAD_METADATA.fileType]: file.type, lesson_id: lessonId },
        onBeforeRequest: (request) => {
          // Read at each request: a session renewed during a long upload is used at once.
          const { token } = useSession.getState();
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
        },
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0;
          if (status === 0 && isOffline()) setState((previous) => ({ ...previous, phase: 'waiting-network' }));
          // A refusal (4xx other than a lock or conflict) will not change by retrying.
          return status === 0 || status >= 500 || status === 409 || status === 423;
        },
        onProgress: (bytesSent, bytesTotal) =>
          setState((previous) => ({
            ...previous,
            phase: previous.phase === 'paused' ? 'paused' : 'uploading',
            bytesSent,
            bytesTotal,
          })),
        onSuccess: () => {
          // The media id is the tus upload id (contract/media-library.ts).
          const mediaId = current.url ? mediaIdOfUploadUrl(current.url) : null;
          setInterrupted(null);
          setState((previous) => ({ ...previous, phase: 'done', bytesSent: previous.bytesTotal, mediaId }));
          if (mediaId) completed.current(mediaId);
        },
        onError: (error) => {
          const code = uploadErrorCode(error);
          setState((previous) => ({
            ...previous,
            phase: code === 'network.error' && isOffline() ? 'waiting-network' : 'failed',
            error: code,
          }));
        },
      });
      upload.current = current;
      setState({ ...IDLE, phase: 'uploading', bytesTotal: file.size, fileName: file.name });
      const previous = await current.findPreviousUploads().catch(() => []);
      const same = previous.find((candidate) => candidate.metadata.lesson_id === lessonId);
      if (same) current.resumeFromPreviousUpload(same);
      current.start();
    },
    [lessonId, transport],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((previous) => ({ ...previous, phase: 'paused' }));
  }, []);

  const resume = useCallback(() => {
    upload.current?.start();
    setState((previous) => ({ ...previous, phase: 'uploading', error: null }));
  }, []);

  return { state, interrupted, start, pause, resume };
}
