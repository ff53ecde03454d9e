/**
 * A staff list as a feature's api.ts declares it: its endpoint (also the root of its query
 * keys, so invalidating `[endpoint]` refreshes every page and filter of it) and, as a type
 * only, its row as inferred from the route's schema in packages/contracts.
 */
export type ListSource<Row> = { readonly endpoint: string; readonly row?: Row };

export function listSource<Row>(endpoint: string): ListSource<Row> {
  return { endpoint };
}
