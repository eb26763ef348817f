import type { FastifyInstance } from 'fastify';

/** `GET /health`: answers once the server listens; test harnesses wait for it. */
export function registerHealthRoute(app: FastifyInstance): void {
  app.get('/health', async () => ({ ok: true }));
}
