/** Per-member choices; a member without a row has the defaults (public, everyone comments, counters shown). */
export interface MemberSettingsTable {
  user_id: string;
  private_account: number;
  comment_policy: string;
  hide_counters: number;
  store_name: string | null;
  /** The uploaded avatar's media JSON (platform/media StoredMedia), to remove its files when replaced. */
  avatar_media: string | null;
  updated_at: number;
}
