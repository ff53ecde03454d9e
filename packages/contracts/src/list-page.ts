/**
 * Every staff list answers one page in this shape, and takes the same query
 * parameters: page, per_page, sort (`field` or `-field` for descending), q, from, to
 * (business days YYYY-MM-DD, inclusive, in the business time zone) and format=csv for an export of the
 * whole current filter.
 */
export type ListMeta = {
  first: number;
  last: number;
  total: number;
  page: number;
  per_page: number;
  /** The total is the database's estimate (a very long list): shown as "about". */
  estimated?: boolean;
};
export type ListPage<T> = { data: T[]; meta: ListMeta };

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;

/** The spec's pagination text; the SPA translates it with the same placeholders. */
export const PAGINATION_TEXT = 'Showing :first to :last of :total entries';
