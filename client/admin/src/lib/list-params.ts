import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Sort } from '../components/data-table';

/**
 * A list screen's state (page, order, filters) lives in the address: a reload, a shared link or the
 * back button shows the same rows. Changing a filter or the order goes back to the first page.
 */
export function useListParams<F extends Record<string, string>>(defaults: { limit: number; sort?: Sort; filters: F }) {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const sortKey = params.get('sort') ?? defaults.sort?.key;
  const sort: Sort | undefined = sortKey ? { key: sortKey, direction: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : (defaults.sort?.direction ?? 'asc') } : undefined;
  const filters = { ...defaults.filters };
  for (const k of Object.keys(filters)) (filters as Record<string, string>)[k] = params.get(k) ?? defaults.filters[k];

  const update = useCallback(
    (patch: Record<string, string | undefined>, keepOffset = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          if (!keepOffset) next.delete('offset');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    offset,
    limit: defaults.limit,
    sort,
    filters,
    setFilter: (key: keyof F & string, value: string) => update({ [key]: value }),
    setFilters: (patch: Partial<F>) => update(patch as Record<string, string>),
    setSort: (s: Sort) => update({ sort: s.key, dir: s.direction }),
    setOffset: (o: number) => update({ offset: o ? String(o) : undefined }, true),
  };
}
