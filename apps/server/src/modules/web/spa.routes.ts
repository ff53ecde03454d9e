import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type AuthReply, authBody } from '@topup/contracts/member-api.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { MEMBER_AUTH_ELEMENT_ID, PAGE_DATA_ELEMENT_ID, type PageData } from '@topup/contracts/page-data.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { getPageData } from '../content/page-data.service.ts';
import { memberLogin } from '../member-session/member-login.ts';

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
 * The images of the first paint, fetched with the HTML instead of after the app's JavaScript has
 * run: the logo of the top bar on every member page (the landing page's largest paint) and on
 * home, first, the first banner (home's largest paint; English image: the language choice lives
 * in the browser, main.tsx fetches another language's image itself).
 */
function imagePreloads(data: PageData, banner: boolean): string {
  const link = (href: string, high: boolean) =>
    `<link rel="preload" as="image" href="${escapeAttribute(href)}"${high ? ' fetchpriority="high"' : ''}>`;
  const first = banner ? data.banners[0]?.image.en : undefined;
  return `${first ? link(first, true) : ''}${data.logo ? link(data.logo, !first) : ''}`;
}

export function injectPageData(
  html: string,
  data: PageData,
  options: { preloadBanner?: boolean; auth?: AuthReply } = {},
): string {
  const auth = options.auth
    ? `<script type="application/json" id="${MEMBER_AUTH_ELEMENT_ID}">${scriptSafeJson(options.auth)}</script>`
    : '';
  const block = `${imagePreloads(data, options.preloadBanner === true)}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>${auth}`;
  // Replacer functions, not strings: a string replacement reads `$'`, `$&`, ... in staff-written
  // text as patterns and would splice the rest of the page into the page data.
  return html
    .replace(PAGE_DATA_MARK, () => block)
    .replace('<html lang="en"', () => `<html lang="en" data-theme="${data.theme}"`);
}

function readIndex(dist: string): string | null {
  const file = join(dist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function sendHtml(reply: FastifyReply, html: string | null, cacheControl = 'no-cache') {
  if (html === null)
    return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
  return reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(html);
}

/** The member token of a page address, as `POST /api/auth` would take it in its body (else null). */
function linkToken(request: FastifyRequest): string | null {
  const parsed = authBody.safeParse({ token: (request.query as { token?: unknown } | undefined)?.token });
  return parsed.success ? parsed.data.token : null;
}

const MEMBER_LINK = 'memberLink';
type LinkStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type LinkHandler = NonNullable<ReturnType<ReturnType<LinkStrategy['storage']>['get']>>;
const TOKEN_IN_QUERY = /[?&]token=/;

/**
 * Sends page addresses whose query names `token` (a member link) to their own route,
 * which is rate-limited like the member calls; every other page address skips the limits.
 */
const memberLinkConstraint: LinkStrategy = {
  name: MEMBER_LINK,
  storage() {
    const handlers = new Map<unknown, LinkHandler>();
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, handler) => {
        handlers.set(value, handler);
      },
    };
  },
  deriveConstraint: (request) => (request.url && TOKEN_IN_QUERY.test(request.url) ? 'yes' : undefined),
  mustMatchWhenDerived: false,
};

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

  /** Which page an address asks for: none (API paths and file names stay 404s), staff or member. */
  const pageOf = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return { kind: 'none', path } as const;
    if (path === '/admin' || path.startsWith('/admin/')) return { kind: 'staff', path } as const;
    return { kind: 'member', path } as const;
  };

  /** The member index with the page data and, on a member link, the login's answer. */
  const memberHtml = async (path: string, login?: () => Promise<AuthReply>) => {
    if (memberIndex === null) return null;
    const [pageData, auth] = await Promise.all([getPageData(ctx.db, ctx.config.theme), login?.()]);
    // A refused link goes on to the landing page: no home banner to fetch then.
    const preloadBanner = path === '/' && auth?.status !== false;
    return injectPageData(memberIndex, pageData, { preloadBanner, auth });
  };

  // The SPAs' pages (history fallback) as a route, not in the 404 handler, so that replies go
  // through the route hooks (compression).
  app.get('/*', { config: { permission: 'public' } }, async (request, reply) => {
    const page = pageOf(request);
    if (page.kind === 'none') return reply.callNotFound();
    if (page.kind === 'staff') return sendHtml(reply, staffIndex);
    return sendHtml(reply, await memberHtml(page.path));
  });

  // Member links (`?token=`): the login attempt is made with the page, through the one
  // entry `POST /api/auth` uses (the same reply cache, token checks, last-use stamp, reply and
  // refusal), and its answer travels in the page, so the app's first render needs no API call
  // (nothing renders until the login attempt has finished). The route is rate-limited per
  // address and per token as `POST /api/auth` is (platform/rate-limit.ts reads the token from
  // the query). Such a page is its token's alone: never stored by any cache.
  const login = memberLogin(ctx);
  const LINK_CACHE = 'private, no-store';
  if (!app.hasConstraintStrategy(MEMBER_LINK)) app.addConstraintStrategy(memberLinkConstraint);
  app.get(
    '/*',
    {
      constraints: { [MEMBER_LINK]: 'yes' },
      config: { permission: 'public', rateLimited: true },
      // What stops the login here (the rate limit, a busy database, a fault) leaves the login to
      // the app, as before the page carried it: the page without an answer, under the status
      // the error carries; the app's own /api/auth call then meets the same answer.
      errorHandler: async (error, request, reply) => {
        const page = pageOf(request);
        if (page.kind !== 'member') throw error;
        if (error instanceof DomainError) reply.status(error.httpStatus);
        else {
          request.log.error({ err: error }, 'member link login failed; the app logs in itself');
          reply.status(500);
        }
        return sendHtml(reply, await memberHtml(page.path).catch(() => memberIndex), LINK_CACHE);
      },
    },
    async (request, reply) => {
      const page = pageOf(request);
      if (page.kind === 'none') return reply.callNotFound();
      if (page.kind === 'staff') return sendHtml(reply, staffIndex);
      const token = linkToken(request);
      // A value `POST /api/auth` refuses as malformed (422) is left to the app, which sends it.
      if (token === null) return sendHtml(reply, await memberHtml(page.path), LINK_CACHE);
      const locale = requestLocale(request);
      const html = await memberHtml(page.path, async () => (await login(token, locale)).reply);
      return sendHtml(reply, html, LINK_CACHE);
    },
  );
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
