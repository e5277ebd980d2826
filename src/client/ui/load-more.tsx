import { ptBR } from '@shared/i18n/pt-BR';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/** The part of a paged list's query the button reads. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  list: PagedList;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** Classes of a box around the button, when the list wants one (a divider, a centred row). */
  frame?: string;
  /** The button's words when 'Carregar mais' is not the list's own (comments say 'Ver mais comentários'). */
  label?: string;
}

/** 'Carregar mais' under a paged list: nothing once the last page is in, a spinner while the next loads. */
export function LoadMore({ list, variant = 'ghost', size, className, frame, label }: LoadMoreProps) {
  if (!list.hasNextPage) return null;
  const button = (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? <Spinner /> : null}
      {label ?? ptBR.feed.loadMore}
    </Button>
  );
  return frame ? <div className={frame}>{button}</div> : button;
}
