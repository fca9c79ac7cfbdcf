import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';

/** Answers worth compressing: JSON (and JSON:API) and text such as CSV. */
const COMPRESSIBLE = /^(application\/([\w.+-]*\+)?json|text\/)/i;

/**
 * The sandbox's MSW handlers answering real HTTP requests. Each request is handed to MSW's
 * `getResponse` as a fetch `Request` and the answer written back as it is, `Set-Cookie` included.
 *
 * Not `@mswjs/http-middleware`: it goes through MSW's `handleRequest`, which keeps every cookie an
 * answer sets in one cookie jar for the process and hands it to later requests to the same host,
 * whoever sends them (right for one page, wrong for a server that many browsers share: a second
 * browser would sign in with the first one's `sandbox-device` cookie and never be a new device).
 * `getResponse` runs the handlers alone, so a handler sees only the cookies its request carries.
 */
export function mockApi(handlers: RequestHandler[]) {
  return async function answer(req: IncomingMessage, res: ServerResponse) {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const method = req.method ?? 'GET';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', origin), {
      method,
      headers,
      ...(hasBody && { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' }),
    } as RequestInit);
    const response = await getResponse(handlers, request, { baseUrl: origin });
    if (!response) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ errors: [{ status: '404', code: 'not-found', title: 'No such endpoint' }] }));
      return;
    }
    res.statusCode = response.status;
    res.statusMessage = response.statusText;
    // Several headers of one name (Set-Cookie) each go out: appended, never set over one another.
    response.headers.forEach((value, name) => res.appendHeader(name, value));
    const gzip =
      response.body !== null &&
      !response.headers.has('content-encoding') &&
      COMPRESSIBLE.test(response.headers.get('content-type') ?? '') &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (!response.body || method === 'HEAD') {
      res.end();
      return;
    }
    const body = Readable.fromWeb(response.body as NodeReadableStream);
    if (!gzip) {
      body.pipe(res);
      return;
    }
    res.removeHeader('content-length');
    res.setHeader('Content-Encoding', 'gzip');
    res.appendHeader('Vary', 'Accept-Encoding');
    body.pipe(createGzip()).pipe(res);
  };
}
