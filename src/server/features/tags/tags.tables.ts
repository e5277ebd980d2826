/** One hashtag of a post or of a reel: exactly one of the two ids is set. */
export interface ContentTagsTable {
  /** The tag's key (shared/tags.ts `tagKey`): lower case, no accents, no '#'. */
  tag: string;
  post_id: string | null;
  reel_id: string | null;
  /** The post's or reel's own creation time: the tag page's 'Recentes' order. */
  created_at: number;
}
