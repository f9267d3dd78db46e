/**
 * A minimal SMTP server for tests and benchmarks: accepts every mail and keeps its raw text. It can wait
 * before its greeting (a slow mail server) or never greet at all (a stalled one).
 */
import { createServer, type Socket } from 'node:net';

export interface SmtpSink {
  port: number;
  /** Raw DATA of every mail received, in order. */
  mails: string[];
  close(): Promise<void>;
}

export async function startSmtpSink(options: { greetingDelayMs?: number } = {}): Promise<SmtpSink> {
  const mails: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    const say = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          mails.push(data);
          data = '';
          inData = false;
          say('250 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 sink.test');
        else if (verb === 'DATA') {
          inData = true;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('250 OK');
      }
    });
    setTimeout(() => say('220 sink.test ESMTP'), options.greetingDelayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('smtp sink has no port');
  return {
    port: address.port,
    mails,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
