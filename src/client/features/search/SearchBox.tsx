import { Hash, Search, ShoppingBag } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Suggestion } from '@shared/search';
import { SEARCH_QUERY_MAX, searchHref, SUGGEST_DEBOUNCE_MS } from '@shared/search-rules';
import { cn } from '@client/lib/cn';
import { Spinner } from '@client/ui/spinner';
import { useDebounced, useSuggestionsQuery } from './use-search';

const t = ptBR.search;

function SuggestionIcon({ s }: { s: Suggestion }) {
  if (s.imageUrl)
    return (
      <img
        src={s.imageUrl}
        alt=""
        width={32}
        height={32}
        className={cn(
          'size-8 shrink-0 bg-surface-muted object-cover',
          s.kind === 'member' ? 'rounded-full' : 'rounded-lg',
        )}
      />
    );
  const Icon = s.kind === 'product' ? ShoppingBag : Hash;
  return (
    <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-muted text-fg-muted">
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

/**
 * The top bar's search field ('Pesquisar marcas, produtos...'): suggestions from brands, segments,
 * products and members as the member types (debounced), Enter for the results page /search?q=.
 * A combobox: arrows move through the list, Enter opens, Esc closes.
 */
export function SearchBox({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [value, setValue] = useState(() => params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const box = useRef<HTMLFormElement>(null);
  const q = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useSuggestionsQuery(q);
  const suggestions = q ? (query.data ?? []) : [];
  // The last row is "see all results".
  const rows = suggestions.length + (q ? 1 : 0);

  // The field follows the address (back/forward between results pages).
  const urlQ = params.get('q') ?? '';
  const [shownUrlQ, setShownUrlQ] = useState(urlQ);
  if (urlQ !== shownUrlQ) {
    setShownUrlQ(urlQ);
    setValue(urlQ);
  }

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    // navigate returns a promise only under a data router; BrowserRouter navigates at once.
    void navigate(href);
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const text = value.trim();
    go(text ? `/search?q=${encodeURIComponent(text)}` : '/search');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && rows) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % rows);
    } else if (e.key === 'ArrowUp' && rows) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? rows - 1 : a - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && open && active >= 0 && active < suggestions.length) {
      e.preventDefault();
      const s = suggestions[active]!;
      go(searchHref(s.kind, s.id));
    }
  };
  const showList = open && q.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <form
      ref={box}
      role="search"
      className={cn('relative', className)}
      onSubmit={submit}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-muted"
      />
      <input
        name="q"
        type="search"
        role="combobox"
        aria-label={ptBR.nav.search}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder={ptBR.nav.searchPlaceholder}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-border bg-surface-muted pr-10 pl-10 text-sm text-fg placeholder:text-fg-muted focus-visible:border-primary focus-visible:bg-surface-strong focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
      />
      {showList && query.isFetching ? <Spinner className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2" /> : null}
      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-border bg-surface-strong shadow-xl',
          !showList && 'hidden',
        )}
      >
        <ul id={listId} role="listbox" aria-label={t.suggestions} className="max-h-[70vh] overflow-y-auto py-1">
          {suggestions.map((s, i) => (
            <li
              key={`${s.kind}:${s.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(searchHref(s.kind, s.id))}
              className={cn(
                'flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-surface-muted',
                i === active && 'bg-surface-muted',
              )}
            >
              <SuggestionIcon s={s} />
              <span className="grid min-w-0 flex-1">
                <span className="truncate text-sm font-medium">{s.label}</span>
                {s.sublabel ? <span className="truncate text-xs text-fg-muted">{s.sublabel}</span> : null}
              </span>
              <span className="shrink-0 text-[0.7rem] font-medium text-fg-muted">{t.kinds[s.kind]}</span>
            </li>
          ))}
          {q && query.isSuccess && suggestions.length === 0 ? (
            <li className="px-3 py-2 text-sm text-fg-muted">{t.noSuggestions}</li>
          ) : null}
          {q ? (
            <li
              id={optionId(suggestions.length)}
              role="option"
              aria-selected={active === suggestions.length}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => submit()}
              className={cn(
                'flex cursor-pointer items-center gap-3 border-t border-border px-3 py-2.5 text-sm font-semibold text-accent-fg hover:bg-surface-muted',
                active === suggestions.length && 'bg-surface-muted',
              )}
            >
              <Search aria-hidden="true" className="size-4" />
              <span className="truncate">{t.seeAll(q)}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </form>
  );
}
