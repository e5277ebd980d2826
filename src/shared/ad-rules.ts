// Free of zod so that the post card can use it without pulling the schemas into the feed's chunk.

/** Only a member's own post, not a repost of someone else's, can be advertised ('Anunciar'). */
export function canAdvertise(post: { isMine: boolean; isRepost: boolean }): boolean {
  return post.isMine && !post.isRepost;
}
