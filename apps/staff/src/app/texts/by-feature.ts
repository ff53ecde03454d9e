export type Texts = { [key: string]: string | Texts };

/**
 * Each feature keeps its own texts in `features/<feature>/i18n/{en,bm,cn}.ts` (default export),
 * used as `t('<feature>.<key>')`, so that features never edit one shared catalogue. This keys
 * globbed feature catalogues by feature folder name.
 */
export function byFeature(modules: Record<string, Texts>): Record<string, Texts> {
  const out: Record<string, Texts> = {};
  for (const [path, texts] of Object.entries(modules)) {
    const match = /features\/([^/]+)\/i18n\/(?:en|bm|cn)\.ts$/.exec(path);
    if (match) out[match[1] as string] = texts;
  }
  return out;
}
