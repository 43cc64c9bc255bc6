// Node-only entry: its types (and its published .d.ts) need Node's, which the browser-safe build config leaves out.
/// <reference types="node" />
/**
 * @storesearch/sdk/mocks/server (Node only): the demo backend over real HTTP on 127.0.0.1, for
 * end-to-end tests and for clients that cannot use a service worker. The same MSW handlers answer,
 * through msw's `getResponse`, so the HTTP server and the in-browser worker never disagree.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { getResponse } from 'msw';
import { createDemoBackend, type DemoBackend } from './mocks.backend';

/** Options of `startDemoServer`. */
export interface DemoServerOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  readonly port?: number;
  /** Backend to serve; a fresh `createDemoBackend()` when omitted. */
  readonly backend?: DemoBackend;
  /** Folder of a built single-page app to serve next to the API, with index.html as the fallback route. */
  readonly staticDir?: string;
}

/** A running demo server. */
export interface DemoServer {
  /** Origin to call, e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
  /** The backend answering, to inspect or change its data and faults. */
  readonly backend: DemoBackend;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * `POST` here restores the seeded world (and clears every fault): the server keeps what clients save for as long as
 * it runs, so a suite that needs the seed again asks for it. Outside `/api/`, so it is never part of the contract.
 */
export const DEMO_RESET_PATH = '/__demo/reset';

/** Headers a browser may send cross-origin to the API. */
const ALLOWED_HEADERS = 'Content-Type, x-vendor-id, Authorization';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Credentialed CORS needs the exact origin echoed, never `*`. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function sendResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
): Promise<void> {
  if (response.type === 'error') {
    // A simulated network failure: drop the connection so the client's fetch rejects.
    res.socket?.destroy();
    return;
  }
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // An empty reason phrase would be sent as such; let Node pick the standard one instead.
  if (response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  pathname: string,
): Promise<boolean> {
  const target = normalize(join(root, decodeURIComponent(pathname)));
  // Never serve outside the folder, whatever `..` the URL holds.
  if (target !== root && !target.startsWith(root + sep)) return false;
  let file = target;
  let info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  // Client-side routes (no file extension) fall back to the app shell.
  if (!info?.isFile() && extname(pathname) === '') {
    file = join(root, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(file).pipe(res);
  return true;
}

/** Starts the demo backend on 127.0.0.1 and resolves once it listens. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const backend = options.backend ?? createDemoBackend();
  const root = options.staticDir === undefined ? undefined : resolve(options.staticDir);
  let origin = '';

  const server = createServer((req, res) => {
    const cors = corsHeaders(req);
    const handle = async (): Promise<void> => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      const pathname = new URL(req.url ?? '/', origin).pathname;
      if (pathname === DEMO_RESET_PATH && req.method === 'POST') {
        backend.reset();
        res.writeHead(204, cors);
        res.end();
        return;
      }
      if (pathname.startsWith('/api/') || root === undefined) {
        const response = await getResponse(backend.handlers, toRequest(req, origin, await readBody(req)));
        if (response) return sendResponse(res, response, cors);
      } else if (
        (req.method === 'GET' || req.method === 'HEAD') &&
        (await sendStatic(req, res, root, pathname))
      ) {
        return;
      }
      res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ success: false, error: { message: `No route for ${req.method} ${pathname}` } }),
      );
    };
    handle().catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: { message: String(error) } }));
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    backend,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeAllConnections();
      }),
  };
}
