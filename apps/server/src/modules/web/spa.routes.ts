import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { formatMessage } from '@topup/contracts/messages.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@topup/contracts/page-data.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { getPageData } from '../content/page-data.service.ts';

export type SpaPaths = { memberDist: string; staffDist: string; demoAssets: string; uploads: string };

const PAGE_DATA_MARK = '<!--page-data-->';
const YEAR_S = 365 * 24 * 3600;

/** JSON that is safe inside a <script> element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The home screen's largest paint is the first banner: the browser starts fetching it with the
 * HTML instead of after the app's JavaScript has run (English image: the language choice lives
 * in the browser; main.tsx fetches another language's image itself).
 */
function bannerPreload(data: PageData): string {
  const image = data.banners[0]?.image.en;
  return image ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">` : '';
}

export function injectPageData(
  html: string,
  data: PageData,
  options: { preloadBanner?: boolean } = {},
): string {
  const block = `${options.preloadBanner ? bannerPreload(data) : ''}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  return html
    .replace(PAGE_DATA_MARK, block)
    .replace('<html lang="en"', `<html lang="en" data-theme="${data.theme}"`);
}

function readIndex(dist: string): string | null {
  const file = join(dist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function sendHtml(reply: FastifyReply, html: string | null) {
  if (html === null)
    return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/**
 * Serves the member SPA at / and the staff SPA at /admin/ with history fallback. Hashed
 * assets are cached for a year; index.html is never cached and carries the page data.
 */
export async function registerSpas(app: FastifyInstance, ctx: AppContext, paths: SpaPaths) {
  await app.register(async (files) => {
    // Static files are public, declared here because @fastify/static takes no route config.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: 'public' };
    });
    await registerStaticFiles(files, paths);
  });

  // Read once: the built files do not change while the server runs.
  const memberIndex = readIndex(paths.memberDist);
  const staffIndex = readIndex(paths.staffDist);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const message = formatMessage('NOT_FOUND', requestLocale(request));
    return reply.status(404).send(path.startsWith('/api/staff/') ? { message } : { status: false, message });
  });

  // The SPAs' pages (history fallback) as a route, not in the 404 handler, so that replies go
  // through the route hooks (compression). API paths and file names stay 404s.
  app.get('/*', { config: { permission: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    if (path === '/admin' || path.startsWith('/admin/')) return sendHtml(reply, staffIndex);
    if (memberIndex === null) return sendHtml(reply, null);
    const pageData = await getPageData(ctx.db, ctx.config.theme);
    return sendHtml(reply, injectPageData(memberIndex, pageData, { preloadBanner: path === '/' }));
  });
}

async function registerStaticFiles(app: FastifyInstance, paths: SpaPaths) {
  const immutable = (reply: FastifyReply) =>
    reply.header('cache-control', `public, max-age=${YEAR_S}, immutable`);

  await app.register(fastifyStatic, {
    root: join(paths.memberDist, 'assets'),
    prefix: '/assets/',
    setHeaders: immutable as never,
    wildcard: true,
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: join(paths.staffDist, 'assets'),
    prefix: '/admin/assets/',
    setHeaders: immutable as never,
    decorateReply: false,
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: paths.demoAssets,
    prefix: '/media/demo/',
    decorateReply: false,
    maxAge: 3600_000,
  });
  await app.register(fastifyStatic, {
    root: paths.uploads,
    prefix: '/media/uploads/',
    decorateReply: false,
    maxAge: 3600_000,
  });
}
