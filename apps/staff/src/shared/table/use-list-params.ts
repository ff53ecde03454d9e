import type { ListParams as ListQuery } from '@topup/contracts/api/wire.ts';
import { DEFAULT_PER_PAGE } from '@topup/contracts/list-page.ts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The query every staff list takes (contracts), with page and page size always set. */
export type ListParams = Pick<ListQuery, 'page' | 'per_page' | 'sort' | 'q' | 'from' | 'to'> & {
  /** The list's own filters (status, role_id, ...), as they appear in the address. */
  filters: Record<string, string>;
};

const COMMON = new Set(['page', 'per_page', 'sort', 'q', 'from', 'to']);

/**
 * A list's paging, sort, search, date range and filters live in the address, so a filtered
 * page can be linked, reloaded and gone back to. Changing anything but the page goes to page 1.
 */
export function useListParams(defaults: { sort?: string; per_page?: number } = {}) {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<ListParams>(() => {
    const filters: Record<string, string> = {};
    for (const [key, value] of search.entries()) if (!COMMON.has(key) && value) filters[key] = value;
    return {
      page: Math.max(1, Number(search.get('page')) || 1),
      per_page: Number(search.get('per_page')) || defaults.per_page || DEFAULT_PER_PAGE,
      sort: search.get('sort') || defaults.sort,
      q: search.get('q') || undefined,
      from: search.get('from') || undefined,
      to: search.get('to') || undefined,
      filters,
    };
  }, [search, defaults.sort, defaults.per_page]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined | null>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setSearch],
  );

  return { params, update };
}

/** The API query of a list: common parameters plus its filters. */
export function listQuery(params: ListParams): Record<string, string | number | undefined> {
  return {
    page: params.page,
    per_page: params.per_page,
    sort: params.sort,
    q: params.q,
    from: params.from,
    to: params.to,
    ...params.filters,
  };
}
