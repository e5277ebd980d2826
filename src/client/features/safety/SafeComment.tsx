import type { ReactNode } from 'react';
import type { ModerationState } from '@shared/moderation';
import { ptBR } from '@shared/i18n/pt-BR';
import { CommentRow } from '@client/ui/comment-list';
import { HiddenWordFold } from './HiddenWordFold';
import { ModerationBanner } from './ModerationBanner';
import { SafetyMenu } from './SafetyMenu';
import type { SafetyAuthor } from './use-block-and-mute';

/** A comment of a post ('comment') or of a reel ('reel_comment'), as the safety parts need it. */
export interface SafeCommentProps {
  kind: 'comment' | 'reel_comment';
  comment: {
    id: string;
    text: string;
    moderation?: ModerationState | undefined;
    /** A post's comments are members' own; a reel's may be a brand's. */
    author: Omit<SafetyAuthor, 'kind'> & { kind?: SafetyAuthor['kind']; avatarUrl: string };
  };
  size?: 'sm' | 'md';
  /** What the item's manager may do to it ('Ocultar comentário'). */
  actions?: ReactNode;
  /** On a brand's item its team may also block the commenter from the brand. */
  manageBrandId?: string | null;
  /** The comment's text as its screen renders it (mentions and hashtags as links). */
  children: ReactNode;
}

/**
 * One comment, folded when it holds one of the member's hidden words, with what an operator's hold
 * tells its author and the safety menu (report, mute, block).
 */
export function SafeComment({ kind, comment, size, actions, manageBrandId = null, children }: SafeCommentProps) {
  const { author } = comment;
  return (
    <HiddenWordFold as="li" size="comment" text={comment.text}>
      <CommentRow
        avatarUrl={author.avatarUrl}
        name={author.name}
        size={size}
        actions={actions}
        note={<ModerationBanner moderation={comment.moderation} target={{ kind, id: comment.id }} className="mt-2" />}
        menu={
          <SafetyMenu
            label={ptBR.safetyScreens.menuOf(author.name)}
            target={{
              report: { kind, id: comment.id },
              author: { kind: author.kind ?? 'member', id: author.id, name: author.name },
              manageBrandId,
            }}
          />
        }
      >
        {children}
      </CommentRow>
    </HiddenWordFold>
  );
}
