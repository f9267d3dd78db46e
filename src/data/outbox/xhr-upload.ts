import type { Uploader } from './outbox-runner';

/**
 * Sends a multipart outbox row with XMLHttpRequest, the one browser API that reports upload progress
 * over HTTP/1.1: fetch only reports it by streaming the body (what ky's onUploadProgress does), which
 * Chromium refuses except over HTTP/2 (ERR_H2_OR_QUIC_REQUIRED). Used by the page for rows with files
 * only; every other send, and the service worker's, stays on ky. The answer is handed back as a Response
 * so the runner reads it like any other.
 */
export const xhrUpload: Uploader = (init, onProgress) =>
  new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, init.url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'arraybuffer';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // Statuses a Response cannot carry (0, 1xx) are network failures here.
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError('Upload failed'));
        return;
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as ArrayBuffer), { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new TypeError('Timed out'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (init.signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
