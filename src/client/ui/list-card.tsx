import { useId, type ReactNode } from 'react';
import { Card } from './card';
import { PagedItems, type PagedItemsQuery } from './paged-items';
import { Skeleton } from './skeleton';

interface ListCardProps<T> {
  title: string;
  description?: string;
  list: PagedItemsQuery<T>;
  /** The grey rows standing for the list while it loads: how many, and the height of one. */
  placeholders: { count: number; className: string };
  /** What an empty list says (a list that is never empty leaves it out). */
  empty?: string;
  /** One row: an `<li>` with its key. */
  children: (item: T) => ReactNode;
}

/** A card holding one paged list of the member's own things: its heading, rows divided by lines, 'Carregar mais'. */
export function ListCard<T>({ title, description, list, placeholders, empty, children }: ListCardProps<T>) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} className="p-0">
      <div className="px-4 pt-4 sm:px-5">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      </div>
      <PagedItems
        list={list}
        errorClassName="p-4"
        loading={
          <div aria-busy="true" className="grid gap-3 p-4">
            {Array.from({ length: placeholders.count }, (_, i) => (
              <Skeleton key={i} className={placeholders.className} />
            ))}
          </div>
        }
        empty={empty === undefined ? undefined : <p className="px-4 py-8 text-center text-sm text-fg-muted">{empty}</p>}
        more={{ size: 'sm', frame: 'border-t border-border p-3 text-center' }}
      >
        {(items) => (
          <ul aria-labelledby={headingId} className="mt-2 divide-y divide-border">
            {items.map((item) => children(item))}
          </ul>
        )}
      </PagedItems>
    </Card>
  );
}
