import { MoreVertical, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import type { Highlight } from '@shared/stories';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/ui/query-error';
import { DialogClose, DialogTitle, ViewerDialog } from '@client/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@client/ui/dropdown-menu';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { NewHighlightDialog, RenameHighlightDialog } from './HighlightDialogs';
import { useDeleteHighlightMutation, useHighlightsQuery } from './use-highlights';
import { Thumb } from '@client/ui/thumb';

const t = ptBR.stories;
/** A touch held this long opens the rename dialog, as a right-click does. */
const LONG_PRESS_MS = 550;

function HighlightView({ highlight, onClose }: { highlight: Highlight; onClose: () => void }) {
  const media = highlight.media;
  return (
    <ViewerDialog onClose={onClose}>
      <div className="relative flex h-dvh w-full max-w-[calc(100dvh*9/16)] flex-col overflow-hidden bg-black text-white sm:h-[calc(100dvh-2rem)] sm:rounded-2xl">
        {media.kind === 'video' && media.videoUrl ? (
          <video
            src={media.videoUrl}
            poster={media.src}
            autoPlay
            playsInline
            controls
            aria-label={media.alt ?? highlight.title}
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          <img
            src={media.src}
            srcSet={media.srcSet || undefined}
            alt={media.alt ?? highlight.title}
            className="absolute inset-0 size-full object-contain"
          />
        )}
        <div className="relative flex items-center gap-2 bg-gradient-to-b from-black/70 to-transparent p-3">
          <DialogTitle className="flex-1 truncate font-semibold">{highlight.title}</DialogTitle>
          <DialogClose
            aria-label={ptBR.common.close}
            className="grid size-10 place-items-center rounded-full hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-6" />
          </DialogClose>
        </div>
      </div>
    </ViewerDialog>
  );
}

function HighlightBubble({
  highlight,
  editable,
  onOpen,
  onRename,
  onDelete,
}: {
  highlight: Highlight;
  editable: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  // A story's highlight keeps its name (spec §5): no 'Renomear' is offered, and the gestures that
  // open the rename dialog say the refusal at once instead of after the member has typed a name.
  const renamable = !highlight.fromStory;
  const askRename = () =>
    renamable
      ? onRename()
      : toast({ title: t.renameRefused.title, description: t.renameRefused.description, variant: 'destructive' });
  const timer = useRef<number | undefined>(undefined);
  const longPressed = useRef(false);
  const cancel = () => window.clearTimeout(timer.current);
  const onPointerDown = (e: PointerEvent) => {
    longPressed.current = false;
    if (!editable || e.pointerType === 'mouse') return;
    timer.current = window.setTimeout(() => {
      longPressed.current = true;
      askRename();
    }, LONG_PRESS_MS);
  };
  return (
    <li className="relative grid w-22 shrink-0 justify-items-center gap-1.5">
      <button
        type="button"
        aria-label={t.openHighlight(highlight.title)}
        onClick={() => (longPressed.current ? (longPressed.current = false) : onOpen())}
        onContextMenu={(e) => {
          if (!editable) return;
          e.preventDefault();
          cancel();
          askRename();
        }}
        onPointerDown={onPointerDown}
        onPointerUp={cancel}
        onPointerLeave={cancel}
        onPointerCancel={cancel}
        className="grid size-18 place-items-center rounded-full bg-brand-gradient p-0.5 [-webkit-touch-callout:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Thumb
          src={highlight.media.src}
          alt=""
          size={68}
          draggable={false}
          className="rounded-full border-2 border-surface-strong select-none"
        />
      </button>
      <span className="w-full truncate text-center text-xs font-medium" data-testid="highlight-title">
        {highlight.title}
      </span>
      {editable ? (
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t.highlightOptions(highlight.title)}
            className="absolute -top-1 right-0 grid size-7 place-items-center rounded-full border border-border bg-surface-strong text-fg-muted shadow-sm hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <MoreVertical aria-hidden="true" className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {renamable ? (
              <DropdownMenuItem onSelect={onRename}>
                <Pencil aria-hidden="true" />
                {t.rename}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={onDelete} className="text-destructive">
              <Trash2 aria-hidden="true" />
              {t.removeHighlight}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </li>
  );
}

/**
 * A member's highlights on their profile. On their own profile a right-click, a long press or the
 * options button opens the rename dialog (for uploaded ones); 'Novo destaque' keeps a story under a
 * name the member chooses, or uploads a picture.
 */
export function Highlights({ memberId, editable }: { memberId: string; editable: boolean }) {
  const query = useHighlightsQuery(memberId);
  const remove = useDeleteHighlightMutation(memberId);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Highlight | null>(null);
  const [renaming, setRenaming] = useState<Highlight | null>(null);

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data ?? [];
  if (!editable && query.isSuccess && items.length === 0) return null;

  return (
    <section aria-label={t.highlights} className="grid gap-2">
      <h2 className="text-sm font-semibold">{t.highlights}</h2>
      <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pt-1 pb-1 [scrollbar-width:none]">
        {editable ? (
          <li className="grid w-22 shrink-0 justify-items-center gap-1.5">
            <button
              type="button"
              onClick={() => setAdding(true)}
              aria-label={t.newHighlight}
              className="grid size-18 place-items-center rounded-full border-2 border-dashed border-border bg-surface text-fg-muted hover:border-primary hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Plus aria-hidden="true" className="size-7" />
            </button>
            <span className="text-xs font-medium whitespace-nowrap">{t.newHighlight}</span>
          </li>
        ) : null}
        {query.isPending
          ? [0, 1, 2].map((i) => (
              <li key={i} aria-hidden="true" className="grid w-22 shrink-0 justify-items-center gap-1.5">
                <Skeleton className="size-18 rounded-full" />
                <Skeleton className="h-3 w-12" />
              </li>
            ))
          : items.map((h) => (
              <HighlightBubble
                key={h.id}
                highlight={h}
                editable={editable}
                onOpen={() => setViewing(h)}
                onRename={() => setRenaming(h)}
                onDelete={() => remove.mutate(h.id)}
              />
            ))}
      </ul>
      {editable && query.isSuccess && items.length === 0 ? (
        <p className="text-xs text-fg-muted">{t.noHighlights}</p>
      ) : null}
      {editable ? <NewHighlightDialog open={adding} onOpenChange={setAdding} /> : null}
      {viewing ? <HighlightView highlight={viewing} onClose={() => setViewing(null)} /> : null}
      {renaming ? (
        <RenameHighlightDialog
          key={renaming.id}
          memberId={memberId}
          highlight={renaming}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </section>
  );
}
