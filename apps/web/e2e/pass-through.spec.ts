import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { fetchThrough } from './api-faults';

/**
 * A route that lets a call through fetches it from Playwright's side, on a kept-alive
 * connection. The sandbox closes a connection idle for five seconds; a call sent on it at that
 * moment failed with "socket hang up" (CI's after-offer fault matrix, stop 25). This server drops
 * every reused connection, so that moment comes on every second call.
 */
let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const socket = request.socket as typeof request.socket & { served?: number };
    socket.served = (socket.served ?? 0) + 1;
    if (socket.served > 1) {
      socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive' });
    response.end('answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a call let through survives the server closing the connection it reuses', async ({
  page,
}) => {
  await page.route(`${origin}/**`, async (route) =>
    route.fulfill({ response: await fetchThrough(route) }),
  );
  for (const path of ['/first', '/second', '/third']) {
    await page.goto(origin + path);
    await expect(page.locator('body')).toHaveText('answered');
  }
});
