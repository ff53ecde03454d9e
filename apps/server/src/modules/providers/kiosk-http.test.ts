import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskRequest } from './kiosk-http.ts';

/** A kiosk that misbehaves on purpose, by path. */
const server = http.createServer((req, res) => {
  if (req.url === '/json') {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () =>
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ got: body })),
    );
  } else if (req.url === '/html') {
    res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
  } else if (req.url === '/cut') {
    // Promises 100 bytes, sends 10, then drops the connection.
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"balance":');
    setTimeout(() => res.socket?.destroy(), 20);
  } else if (req.url === '/stall') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"balance":');
  }
});
let base = '';
const post = (path: string, signal = AbortSignal.timeout(2000)) =>
  kioskRequest(`${base}${path}`, { method: 'POST', headers: {}, body: '{"amountSen":5000}', signal });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('kioskRequest', () => {
  it('sends the body and returns the status and JSON of a whole reply, on one kept-alive connection', async () => {
    const sockets = new Set<unknown>();
    server.on('connection', (socket) => sockets.add(socket));
    expect(await post('/json')).toEqual({ status: 201, payload: { got: '{"amountSen":5000}' } });
    expect(await post('/json')).toEqual({ status: 201, payload: { got: '{"amountSen":5000}' } });
    expect(sockets.size).toBe(1);
  });

  it('returns a reply that is not JSON with no payload, for the caller to judge by its status', async () => {
    expect(await post('/html')).toEqual({ status: 502, payload: undefined });
  });

  it('rejects a reply cut short by the kiosk', async () => {
    await expect(post('/cut')).rejects.toThrow();
  });

  it('rejects when its signal aborts during the body, with the signal marked aborted', async () => {
    const signal = AbortSignal.timeout(100);
    await expect(post('/stall', signal)).rejects.toThrow();
    expect(signal.aborted).toBe(true);
  });

  it('rejects when nothing listens', async () => {
    await expect(
      kioskRequest('http://127.0.0.1:1/x', { method: 'GET', headers: {}, signal: AbortSignal.timeout(2000) }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
