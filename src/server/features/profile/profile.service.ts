import { estimatedViews, INSIGHTS_POSTS, type Insights } from '../../../shared/profile';
import { listMemberPosts } from '../posts/post-lists';
import type { PostsDeps } from '../posts/posts.service';

export type ProfileDeps = PostsDeps;

/** Numbers for the member's first twelve posts (newest first, as the POSTS tab lists them). */
export async function getInsights(deps: ProfileDeps, memberId: string): Promise<Insights> {
  const { posts } = await listMemberPosts(deps, memberId, memberId, { limit: INSIGHTS_POSTS });
  const items = posts.map((p) => ({
    id: p.id,
    content: p.content,
    media: p.media,
    isRepost: p.isRepost,
    views: estimatedViews(p.stats.likes),
    likes: p.stats.likes,
    comments: p.stats.comments,
    shares: p.stats.shares,
    reposts: p.stats.reposts,
    bookmarks: p.stats.bookmarks,
    createdAt: p.createdAt,
  }));
  const sum = (k: 'views' | 'likes' | 'comments' | 'shares' | 'reposts' | 'bookmarks') =>
    items.reduce((n, p) => n + p[k], 0);
  return {
    posts: items,
    totals: {
      views: sum('views'),
      likes: sum('likes'),
      comments: sum('comments'),
      shares: sum('shares'),
      reposts: sum('reposts'),
      bookmarks: sum('bookmarks'),
    },
  };
}
