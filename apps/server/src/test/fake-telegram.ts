import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTelegramMessage = { token: string; chat_id: string; text: string };

export type FakeTelegram = {
  /** The Bot API address to save as the API base. */
  apiBase: string;
  /** The messages it accepted, in order. */
  messages: FakeTelegramMessage[];
  /** Answers the next `n` sendMessage calls with a 502 (as a Telegram outage would). */
  failNext: (n: number) => void;
  close: () => Promise<void>;
};

/**
 * A local stand-in for the Telegram Bot API: answers `POST /bot<token>/sendMessage` like
 * Telegram does and keeps what arrived. Listens on a random port of 127.0.0.1.
 */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const messages: FakeTelegramMessage[] = [];
  let failing = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !match) return answer(404, { ok: false, description: 'Not Found' });
      if (failing > 0) {
        failing--;
        return answer(502, { ok: false, description: 'Bad Gateway' });
      }
      const body = JSON.parse(raw || '{}') as { chat_id?: unknown; text?: unknown };
      messages.push({
        token: decodeURIComponent(match[1] ?? ''),
        chat_id: String(body.chat_id),
        text: String(body.text),
      });
      answer(200, { ok: true, result: { message_id: messages.length } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    messages,
    failNext: (n) => {
      failing = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
