import type { Generated } from 'kysely';

export interface BrandsTable {
  id: string;
  name: string;
  category: string;
  followers_text: string;
  followers_count: number;
  verified: number;
  segment_id: string | null;
  logo_url: string;
  cover_url: string;
  position: number;
  bio: Generated<string>;
  website: string | null;
  /** Epoch ms; null while the brand is live. */
  suspended_at: number | null;
}
