/**
 * The public forms' writes the benchmarks send (contact, support, newsletter), each with its own
 * Idempotency-Key and a marker in its text, and how to find them in the database afterwards.
 */
import type http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { addressFor, call, type Answer } from './http';

export type Kind = 'contact' | 'support' | 'newsletter';
export interface Write {
  kind: Kind;
  key: string;
  /** `b` or `l` and 12 hex digits, in the stored text. */
  marker: string;
}

export const KINDS: Kind[] = ['contact', 'support', 'newsletter'];

export function request(write: Write): { url: string; body: object } {
  switch (write.kind) {
    case 'contact':
      return {
        url: '/api/contact',
        body: { name: 'Banc d’essai', email: 'bench@example.ma', subject: 'Panne', message: `Fault bench ${write.marker}`, language: 'fr' },
      };
    case 'support':
      return { url: '/api/support', body: { email: 'bench@example.ma', message: `Fault bench ${write.marker}`, language: 'ar' } };
    case 'newsletter':
      return { url: '/api/newsletter', body: { email: `${write.marker}@bench.example`, language: 'en' } };
  }
}

export function send(port: number, write: Write, agent: http.Agent | false = false): Promise<Answer> {
  const { url, body } = request(write);
  return call(port, 'POST', url, { body, agent, headers: { 'idempotency-key': write.key, 'x-forwarded-for': addressFor(write.key) } });
}

export const acknowledged = (answer: Answer) => answer.status === 200 || answer.status === 201;

export interface Found {
  /** Rows per marker (contact and support messages, newsletter addresses). */
  rows: Map<string, number>;
  /** Mail jobs per marker. */
  mailJobs: Map<string, number>;
}

export const MARKER = /\b([bl][0-9a-f]{12})\b/g;

/** How many of the texts hold each marker (a text counts once per marker it holds). */
export function countMarkers(texts: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const text of texts) {
    for (const marker of new Set(Array.from(text.matchAll(MARKER), (match) => match[1] ?? ''))) {
      if (marker) map.set(marker, (map.get(marker) ?? 0) + 1);
    }
  }
  return map;
}

/** What the database holds, read with the server stopped (PGlite) or beside the servers (PostgreSQL). */
export async function readFound(dataDir: string, databaseUrl: string | null): Promise<Found> {
  const queries = [
    `select message as text from contact_messages where message like 'Fault bench %'`,
    `select email as text from newsletter_subscribers where email like '%@bench.example'`,
    `select message->>'text' || ' ' || (message->>'to') as text from mail_jobs`,
  ];
  let results: string[][];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      results = [];
      for (const query of queries) results.push((await client.query<{ text: string }>(query)).rows.map((row) => row.text));
    } finally {
      await client.end();
    }
  } else {
    const db = new PGlite(path.join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
    try {
      results = [];
      for (const query of queries) results.push((await db.query<{ text: string }>(query)).rows.map((row) => row.text));
    } finally {
      await db.close();
    }
  }
  return { rows: countMarkers([...(results[0] ?? []), ...(results[1] ?? [])]), mailJobs: countMarkers(results[2] ?? []) };
}

export function tally(writes: Write[], found: Found) {
  let present = 0;
  let duplicated = 0;
  for (const write of writes) {
    const rows = found.rows.get(write.marker) ?? 0;
    if (rows > 0) present += 1;
    if (rows > 1) duplicated += 1;
  }
  return { present, missing: writes.length - present, duplicated };
}
