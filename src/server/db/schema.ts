import type { Generated } from 'kysely';
import type { BrandFollowsTable, MemberFollowsTable, SegmentFollowsTable } from '../features/members/members.tables';
import type { NotificationsTable } from '../features/notifications/notifications.tables';
import type { CommentsTable, PostMarkTable, PostsTable } from '../features/posts/posts.tables';
import type { StoreTables } from '../features/store/store.tables';
import type { AdCampaignsTable } from '../features/ads/ads.tables';
import type { RecoveryCodesTable, TwoFactorTable } from '../features/security/security.tables';
import type {
  FollowRequestsTable,
  MemberSettingsTable,
  NotificationMutesTable,
} from '../features/settings/settings.tables';
import type { ShopProductLikesTable, ShopProductsTable } from '../features/shop/shop.tables';
import type { WalletTransactionsTable, WalletsTable } from '../features/wallet/wallet.tables';
import type { HighlightsTable } from '../features/highlights/highlights.tables';
import type { SearchDocsTable } from '../features/search/search.tables';
import type { SegmentImagesTable, SegmentTrendsTable } from '../features/segments/segments.tables';
import type { StoriesTable, StoryMarkTable } from '../features/stories/stories.tables';
import type { ReelCommentsTable, ReelMarkTable, ReelsTable } from '../features/reels/reels.tables';
import type { LongVideosTable } from '../features/videos/videos.tables';

/*
 * Table types. Both dialects store booleans as 0/1 integers and instants as epoch milliseconds
 * (bigint), so every query reads the same on SQLite and PostgreSQL.
 */

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  bio: string | null;
  website: string | null;
  password_hash: string;
  referral_code: string;
  referred_by: string | null;
  avatar_url: string | null;
  followers_count: number;
  following_count: number;
  posts_count: number;
  theme: string;
  assistant_active: number;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table cannot be replayed. */
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  user_agent: string | null;
  ip: string | null;
}

export interface SegmentsTable {
  id: string;
  label: string;
  icon: string;
  color: string;
  position: number;
  followers_count: number;
}

export interface BrandsTable {
  id: string;
  name: string;
  category: string;
  followers_text: string;
  verified: number;
  segment_id: string | null;
  logo_url: string;
  cover_url: string;
  position: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  segments: SegmentsTable;
  brands: BrandsTable;
  app_meta: MetaTable;
  posts: PostsTable;
  post_likes: PostMarkTable;
  post_bookmarks: PostMarkTable;
  post_shares: PostMarkTable;
  comments: CommentsTable;
  member_follows: MemberFollowsTable;
  brand_follows: BrandFollowsTable;
  segment_follows: SegmentFollowsTable;
  notifications: NotificationsTable;
  store_collections: StoreTables['store_collections'];
  store_products: StoreTables['store_products'];
  store_product_images: StoreTables['store_product_images'];
  store_options: StoreTables['store_options'];
  store_variants: StoreTables['store_variants'];
  store_option_values: StoreTables['store_option_values'];
  store_product_collections: StoreTables['store_product_collections'];
  store_additional_info: StoreTables['store_additional_info'];
  store_custom_fields: StoreTables['store_custom_fields'];
  store_related_products: StoreTables['store_related_products'];
  store_cart_items: StoreTables['store_cart_items'];
  store_orders: StoreTables['store_orders'];
  store_order_items: StoreTables['store_order_items'];
  store_payment_events: StoreTables['store_payment_events'];
  member_settings: MemberSettingsTable;
  notification_mutes: NotificationMutesTable;
  follow_requests: FollowRequestsTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  wallets: WalletsTable;
  wallet_transactions: WalletTransactionsTable;
  shop_products: ShopProductsTable;
  shop_product_likes: ShopProductLikesTable;
  ad_campaigns: AdCampaignsTable;
  stories: StoriesTable;
  story_views: StoryMarkTable;
  story_likes: StoryMarkTable;
  story_bookmarks: StoryMarkTable;
  story_shares: StoryMarkTable;
  highlights: HighlightsTable;
  segment_images: SegmentImagesTable;
  segment_trends: SegmentTrendsTable;
  search_docs: SearchDocsTable;
  reels: ReelsTable;
  reel_likes: ReelMarkTable;
  reel_shares: ReelMarkTable;
  reel_comments: ReelCommentsTable;
  long_videos: LongVideosTable;
}

export type { Generated };
