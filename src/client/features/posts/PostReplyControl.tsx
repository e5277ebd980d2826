import { MessageCircleMore } from 'lucide-react';
import type { Post } from '@shared/posts';
import { ptBR } from '@shared/i18n/pt-BR';
import { DropdownMenuItem } from '@client/ui/dropdown-menu';
import { ReplyControlDialog } from '@client/ui/reply-control';
import { useReplyControlMutation } from './use-post-replies';

/** 'Quem pode comentar' in a post's menu: opens the dialog below. */
export function ReplyControlMenuItem({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <MessageCircleMore aria-hidden="true" />
      {ptBR.replies.change}
    </DropdownMenuItem>
  );
}

/** Changes who may comment on a post the member manages, after it was published. */
export function PostReplyControlDialog({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useReplyControlMutation(post);
  return (
    <ReplyControlDialog
      open={open}
      onOpenChange={onOpenChange}
      value={post.replyControl}
      author={post.author.kind}
      pending={change.isPending}
      onSave={(control) => change.mutate(control, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
