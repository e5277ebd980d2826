import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Card } from './card';
import { Input } from './input';
import { LoadMore, type PagedList } from './load-more';
import { QueryError } from './query-error';
import { SkeletonRows } from './skeleton';

/** Typing settles this long before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

/** What a search box holds, and the trimmed text to search once typing has settled. */
export function useSearchText() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return { text, setText, query };
}

interface SearchFieldProps {
  /** The box's label (for screen readers only) and placeholder, from the list's part of the catalogue. */
  copy: { searchLabel: string; searchPlaceholder: string };
  search: Pick<ReturnType<typeof useSearchText>, 'text' | 'setText'>;
  maxLength: number;
  className?: string;
}

/** A search box with its magnifier, holding the text of a useSearchText. */
export function SearchField({ copy, search, maxLength, className }: SearchFieldProps) {
  return (
    <label className={className ? `relative block ${className}` : 'relative block'}>
      <span className="sr-only">{copy.searchLabel}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-muted"
      />
      <Input
        type="search"
        value={search.text}
        maxLength={maxLength}
        placeholder={copy.searchPlaceholder}
        onChange={(e) => search.setText(e.target.value)}
        className="pl-10"
      />
    </label>
  );
}

interface SearchResultsProps<T> {
  list: PagedList & { isError: boolean; error: unknown; isPending: boolean; refetch: () => Promise<unknown> };
  rows: T[];
  /** The list's accessible name. */
  label: string;
  empty: string;
  children: (row: T) => ReactNode;
}

/** A searched, paged list of rows: its error, skeleton and empty states, and 'Carregar mais'. */
export function SearchResults<T>({ list, rows, label, empty, children }: SearchResultsProps<T>) {
  if (list.isError)
    return (
      <Card className="p-4">
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      </Card>
    );
  if (list.isPending) return <SkeletonRows count={5} control />;
  if (rows.length === 0) return <Card className="p-6 text-center text-fg-muted">{empty}</Card>;
  return (
    <Card className="p-0">
      <ul className="divide-y divide-border" aria-label={label}>
        {rows.map(children)}
      </ul>
      <LoadMore list={list} size="sm" frame="border-t border-border p-3 text-center" />
    </Card>
  );
}
