import type { IncomingMessage, ServerResponse } from 'node:http';
import { sandboxControls } from '../mocks/controls';

/** The sandbox server's controls: `/__sandbox/<name>` (never part of the app, nor of a deployment). */
export const CONTROLS_PREFIX = '/__sandbox/';

/** Read-only controls, which GET may call too. */
const READS = new Set(['state', 'outbox']);

let releaseAnswers: (() => void) | null = null;

/**
 * `window.__sandbox`'s controls over HTTP (mocks/controls.ts), by the same names: `POST
 * /__sandbox/advance` with the JSON body `[10000]` calls `sandboxControls.advance(10000)`. The body is
 * the array of arguments, or one argument that is not an array; none for a call without. The answer is
 * `{"result": …}`. `holdAnswers` holds until `POST /__sandbox/releaseAnswers` (or `reset`).
 * A POST must be `application/json` from no page or this server's own (`Origin`): another site's page
 * cannot send that without a CORS preflight, which this server never grants.
 */
export async function answerControl(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const name = pathname.slice(CONTROLS_PREFIX.length);
  const send = (status: number, body: unknown) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(body));
  };
  const names = [...Object.keys(sandboxControls), 'releaseAnswers'];
  if (!names.includes(name)) return send(404, { error: `No sandbox control "${name}"`, controls: names });
  if (req.method === 'GET' && !READS.has(name)) return send(405, { error: `${name} changes the sandbox: POST it` });
  if (req.method !== 'GET' && req.method !== 'POST') return send(405, { error: 'GET or POST' });

  let args: unknown[] = [];
  if (req.method === 'POST') {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}`) return send(403, { error: 'Requests from this origin are not allowed' });
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return send(415, { error: 'Send the arguments as application/json' });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8').trim();
    try {
      const body = text === '' ? [] : (JSON.parse(text) as unknown);
      args = Array.isArray(body) ? body : [body];
    } catch {
      return send(400, { error: 'The body is not JSON' });
    }
  }

  if (name === 'releaseAnswers') {
    releaseAnswers?.();
    releaseAnswers = null;
    return send(200, { result: null });
  }
  try {
    const control = sandboxControls[name as keyof typeof sandboxControls] as (...given: unknown[]) => unknown;
    const result = control(...args);
    if (name === 'holdAnswers') {
      releaseAnswers?.();
      releaseAnswers = result as () => void;
      return send(200, { result: null });
    }
    if (name === 'reset') releaseAnswers = null;
    return send(200, { result: result ?? null });
  } catch (error) {
    return send(400, { error: error instanceof Error ? error.message : String(error) });
  }
}
