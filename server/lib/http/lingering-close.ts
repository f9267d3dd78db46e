import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';

/**
 * How much of a refused body is still read (and dropped) after the answer, so that a client that reads
 * its answer only once it has sent everything (a browser on a slow uplink) gets to read it. Above the
 * largest upload limit of the multipart routes (an attachment); a client still sending past it is cut off.
 */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;
/** A client that stops sending for this long while the server lingers is cut off. */
export const LINGER_IDLE_MS = 5_000;
/** And none lingers longer than a whole request may take (the server's requestTimeout). */
export const LINGER_MAX_MS = 120_000;
const LINGER_CHECK_MS = 100;

/**
 * Closes the connection of an answer given before its request's body has all arrived (413, 415, 401 on
 * an upload) the way HTTP servers have long done it, "lingering close": the answer, then a FIN, then
 * whatever the client still sends is read and dropped until its body ends; a client that goes quiet, or
 * sends too much or for too long, is cut off.
 *
 * Node closes such a socket as soon as the answer is flushed. Bytes that reach a closed socket are
 * answered with a TCP reset, and a reset makes the client's system drop the answer it had received but
 * not yet read: the client sees ECONNRESET or EPIPE instead of a readable problem.
 */
function linger(socket: Socket, request: IncomingMessage): void {
  if (socket.writable) socket.end();
  // Whoever was reading the body (a multipart parser, a JSON reader, tus) has given up on it; Node's HTTP
  // parser goes on reading it and drops it.
  request.unpipe();
  request.removeAllListeners('data');
  request.resume();
  // The body is all in: nothing is left unread, so closing now resets nothing.
  request.once('end', () => socket.destroy());
  // Watched on the socket's counters: the HTTP parser reads the socket natively, and a 'data' listener on
  // it would change that. Checked every LINGER_CHECK_MS, so the byte limit is approximate.
  const started = Date.now();
  const startBytes = socket.bytesRead;
  let seenBytes = startBytes;
  let quietSince = started;
  const watch = setInterval(() => {
    const now = Date.now();
    const read = socket.bytesRead;
    if (read !== seenBytes) {
      seenBytes = read;
      quietSince = now;
    }
    const done = request.complete;
    const tooMuch = read - startBytes > LINGER_MAX_BYTES || now - started > LINGER_MAX_MS;
    if (done || tooMuch || now - quietSince > LINGER_IDLE_MS) socket.destroy();
  }, LINGER_CHECK_MS);
  watch.unref();
  socket.once('close', () => clearInterval(watch));
}

/**
 * Arms the lingering close for this request's connection while its body is still arriving: when Node
 * closes the connection after the answer (an answer with `Connection: close`) before the body has ended,
 * it lingers instead. Returns whether it armed it: false for a request whose body is all in and for an
 * injected request (no socket).
 */
export function lingerIfBodyUnread(request: IncomingMessage): boolean {
  const socket: unknown = request.socket;
  if (!(socket instanceof Socket) || request.complete) return false;
  socket.destroySoon = function destroySoonOrLinger(this: Socket) {
    if (request.complete || this.destroyed) Socket.prototype.destroySoon.call(this);
    else linger(this, request);
  };
  return true;
}
