import http from 'node:http';
import https from 'node:https';

/** Per scheme, its client and one pool of kept-alive connections for every kiosk this process calls. */
const schemes = {
  'http:': { client: http, agent: new http.Agent({ keepAlive: true }) },
  'https:': { client: https, agent: new https.Agent({ keepAlive: true }) },
};

export type KioskReply = {
  status: number;
  /** The reply's JSON; undefined when the body is not JSON. */
  payload: unknown;
};

/**
 * One JSON call to a kiosk on a kept-alive connection, given up when `signal` aborts (before or
 * during the reply's body). Rejects when the kiosk cannot be reached, the call is aborted, or
 * the reply is cut short; a reply that arrived whole resolves, whatever its status.
 *
 * node:http rather than fetch: fetch's WHATWG streams cost ~0.7 ms more CPU per call here
 * (bench/approvals.ts makes one per approval), for nothing this client uses.
 */
export function kioskRequest(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal: AbortSignal },
): Promise<KioskReply> {
  const target = new URL(url);
  const { client, agent } = target.protocol === 'https:' ? schemes['https:'] : schemes['http:'];
  const headers =
    init.body === undefined
      ? init.headers
      : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) };
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: init.method, headers, agent, signal: init.signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            payload: parseJson(Buffer.concat(chunks).toString('utf8')),
          }),
        );
        response.on('error', reject);
        // Settled already when the body ended; otherwise the connection went before it did.
        response.on('close', () => reject(new Error('the reply was cut short')));
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
