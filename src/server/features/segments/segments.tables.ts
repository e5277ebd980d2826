export interface SegmentsTable {
  id: string;
  label: string;
  icon: string;
  color: string;
  position: number;
  followers_count: number;
}

/** One of a segment's sample pictures (generated artwork, an SVG in storage). */
export interface SegmentImagesTable {
  id: string;
  segment_id: string;
  image_key: string;
  width: number;
  height: number;
  color: string;
  alt: string;
  likes_count: number;
  position: number;
}

/** Likes plus shares of a segment's content, kept by triggers (migration 005). */
export interface SegmentTrendsTable {
  segment_id: string;
  score: number;
}
