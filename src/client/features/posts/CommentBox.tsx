import { SendHorizontal } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import type { Comment } from '@shared/posts';
import { COMMENT_MAX } from '@shared/post-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { Spinner } from '@client/ui/spinner';
import { RichText } from '@client/features/tags/RichText';
import { SafeComment } from '@client/features/safety/SafeComment';
import { OwnAvatar } from './OwnAvatar';
import { useCommentMutation } from './use-posts';

const t = ptBR.posts;

/**
 * One comment, folded when it holds one of the member's hidden words, with its safety menu; on a
 * brand's post its team may also block the commenter from the brand (`manageBrandId`).
 */
export function CommentItem({
  comment,
  manageBrandId,
  actions,
}: {
  comment: Comment;
  manageBrandId?: string | null;
  /** What the post's manager may do to it ('Ocultar comentário'). */
  actions?: ReactNode;
}) {
  return (
    <SafeComment kind="comment" comment={comment} actions={actions} manageBrandId={manageBrandId}>
      <RichText text={comment.text} />
    </SafeComment>
  );
}

interface CommentBoxProps {
  postId: string;
  /** Comments the member just wrote here are listed under the box (the feed shows no others). */
  showNew?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A comment field: Enter or the send button posts it; blank text is ignored, as in the spec's feed. */
export function CommentBox({ postId, showNew = true, ref }: CommentBoxProps) {
  const [text, setText] = useState('');
  const [added, setAdded] = useState<Comment[]>([]);
  const mutation = useCommentMutation(postId);

  const submit = () => {
    const value = text.trim();
    if (!value || mutation.isPending) return;
    mutation.mutate(value, {
      onSuccess: ({ comment }) => {
        setText('');
        if (showNew) setAdded((list) => [...list, comment]);
      },
    });
  };

  return (
    <div className="grid gap-3">
      {added.length > 0 ? (
        <ul className="grid gap-2" aria-label={t.comments}>
          {added.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
          <li>
            <Link to={`/post/${postId}`} className="text-xs font-medium text-fg-muted hover:text-fg">
              {t.comments}
            </Link>
          </li>
        </ul>
      ) : null}
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <OwnAvatar size={32} />
        <input
          ref={ref}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={COMMENT_MAX}
          aria-label={t.commentPlaceholder}
          placeholder={t.commentPlaceholder}
          enterKeyHint="send"
          className="h-10 min-w-0 flex-1 rounded-full border border-border bg-surface-muted px-4 text-base text-fg placeholder:text-fg-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
        />
        <button
          type="submit"
          aria-label={t.commentSend}
          disabled={mutation.isPending}
          className="grid size-10 shrink-0 place-items-center rounded-full text-accent-fg transition-colors hover:bg-primary/10 disabled:opacity-50"
        >
          {mutation.isPending ? <Spinner /> : <SendHorizontal aria-hidden="true" className="size-5" />}
        </button>
      </form>
    </div>
  );
}
