import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';

/** The texts of the page, taken from the app's own translations (existing keys). */
const PageTextsSchema = z.object({
  errors: z.object({ crash: z.string() }),
  notFound: z.object({ body: z.string(), startLink: z.string() }),
});
type PageTexts = z.infer<typeof PageTextsSchema>;

const ENGLISH: PageTexts = {
  errors: { crash: 'Something went wrong. Please, try again later.' },
  notFound: {
    body: 'The address may be mistyped, or the page may have moved.',
    startLink: 'Start your application',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The first translation file among `candidates` that reads and parses; English otherwise. */
function readTexts(candidates: readonly { lng: string; file: string }[]) {
  for (const { lng, file } of candidates) {
    try {
      const parsed = PageTextsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success) return { lng, texts: parsed.data };
    } catch {
      // missing or unreadable: try the next language
    }
  }
  return { lng: 'en', texts: ENGLISH };
}

export interface ClientErrorPageOptions {
  /** Translation files in order of preference, the brand's language first. */
  translations: readonly { lng: string; file: string }[];
  /** Where the link to start again points. */
  startUrl: string;
  /** Headers every answer carries (the security headers). */
  headers: Record<string, string>;
}

/** The short page a person gets for a request the server cannot read, in the brand's language. */
function clientErrorPage({ translations, startUrl }: ClientErrorPageOptions): Buffer {
  const { lng, texts } = readTexts(translations);
  return Buffer.from(
    `<!doctype html><html lang="${escapeHtml(lng)}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(texts.errors.crash)}</title></head><body><main>` +
      `<h1>${escapeHtml(texts.errors.crash)}</h1><p>${escapeHtml(texts.notFound.body)}</p>` +
      `<p><a href="${escapeHtml(startUrl)}">${escapeHtml(texts.notFound.startLink)}</a></p>` +
      `</main></body></html>`,
  );
}

/**
 * An address the router cannot decode (`%E0%A4%A`): Fastify's default answer is JSON that echoes
 * the path, sent before the hooks that add the security headers. The same short page instead,
 * with the headers, and nothing of the request in it (issue 36).
 */
export function malformedAddressHandler(options: ClientErrorPageOptions) {
  const page = clientErrorPage(options);
  return (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    reply.code(400);
    reply.headers({
      ...options.headers,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    reply.send(page);
  };
}

/**
 * Node answers a request it cannot read (a query string over its 16 KB header limit, a malformed
 * request line) before any route runs; Fastify's default answer is raw JSON. A person gets a
 * short page in the brand's language instead, with a way back to the start.
 */
export function clientErrorHandler(options: ClientErrorPageOptions) {
  const { headers } = options;
  const page = clientErrorPage(options);
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    const head =
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      `content-type: text/html; charset=utf-8\r\ncontent-length: ${page.length}\r\n` +
      `cache-control: no-store\r\nconnection: close\r\n${headerLines}\r\n`;
    // end() sends everything, then closes: the request cannot be read, so nothing else follows.
    socket.end(Buffer.concat([Buffer.from(head), page]));
  };
}
