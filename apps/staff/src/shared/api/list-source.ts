/**
 * A staff list as a feature's api.ts declares it: its endpoint (also the root of its query
 * keys, so invalidating `[endpoint]` refreshes every page and filter of it), the order it opens
 * in and, as a type only, its row as inferred from the route's schema in packages/contracts.
 */
export type ListSource<Row> = { readonly endpoint: string; readonly sort?: string; readonly row?: Row };

/** `sort` is the API's sort name the list opens with ('-id': newest first). */
export function listSource<Row>(endpoint: string, sort?: string): ListSource<Row> {
  return { endpoint, sort };
}
