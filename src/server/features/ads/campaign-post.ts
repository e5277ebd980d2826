import { canAdvertise } from '../../../shared/ad-rules';
import type { CampaignPost } from '../../../shared/ads';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { Post } from '../../../shared/posts';
import { AppError } from '../../platform/errors';
import { getPost, loadPosts } from '../posts/posts.service';

/** What reading posts needs: the ads deps carry it. */
type PostReadDeps = Parameters<typeof loadPosts>[0] & Parameters<typeof getPost>[0];

function toCampaignPost(post: Post): CampaignPost {
  return { id: post.id, content: post.content, imageUrl: post.media?.src ?? null };
}

/** Only a member's own post (not a repost of someone else's) can be advertised. */
export async function mustOwnPost(deps: PostReadDeps, userId: string, postId: string): Promise<void> {
  const post = await getPost(deps, userId, postId);
  if (!canAdvertise(post)) throw new AppError(403, 'forbidden', ptBR.ads.postNotYours);
}

/** The posts campaigns promote, as the campaign list shows them; a deleted post is simply absent. */
export async function campaignPosts(
  deps: PostReadDeps,
  userId: string,
  postIds: string[],
): Promise<Map<string, CampaignPost>> {
  const posts = await loadPosts(deps, userId, [...new Set(postIds)]);
  return new Map(posts.map((p) => [p.id, toCampaignPost(p)]));
}
