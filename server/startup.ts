import type { FastifyInstance } from 'fastify';

/** Work done once when the server starts: seeding and housekeeping. Later modules add theirs here. */
export async function runStartupTasks(_app: FastifyInstance): Promise<void> {}
