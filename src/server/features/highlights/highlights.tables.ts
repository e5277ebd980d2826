/** A picture or video a member keeps on their profile; `from_story` ones keep their story's name. */
export interface HighlightsTable {
  id: string;
  user_id: string;
  title: string;
  from_story: number;
  story_id: string | null;
  media_kind: 'image' | 'video';
  media: string;
  media_key: string;
  created_at: number;
}
