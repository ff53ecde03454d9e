/**
 * One back-office resource: its staff API endpoint and its screens' addresses. A feature's
 * `api.ts` defines its resources once; lists, forms and cache invalidation all read them
 * instead of repeating '/api/staff/...' strings.
 */
export type Resource = {
  /** The list/create endpoint, e.g. '/api/staff/operators'. Also the root of every query key. */
  endpoint: string;
  /** The list screen under /admin/, e.g. '/operators'. */
  route: string;
  item: (id: string | number) => string;
  /** Query key of one record; starts with `endpoint`, so invalidating the list refreshes it too. */
  itemKey: (id: string | number | undefined) => readonly unknown[];
  createRoute: string;
  editRoute: (id: string | number) => string;
  /** A record's own screen, e.g. '/players/7'. */
  viewRoute: (id: string | number) => string;
};

export function defineResource(endpoint: string, route: string): Resource {
  return {
    endpoint,
    route,
    item: (id) => `${endpoint}/${id}`,
    itemKey: (id) => [endpoint, String(id)],
    createRoute: `${route}/create`,
    editRoute: (id) => `${route}/${id}/edit`,
    viewRoute: (id) => `${route}/${id}`,
  };
}
