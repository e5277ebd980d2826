import type { Generated } from 'kysely';
import type { SessionsTable, UsersTable } from '../features/auth/auth.tables';
import type { BrandsTable } from '../features/brands/brands.tables';
import type {
  BrandFollowEventsTable,
  BrandFollowsTable,
  FollowRequestsTable,
  MemberFollowsTable,
  SegmentFollowsTable,
} from '../features/members/members.tables';
import type { NotificationMutesTable, NotificationsTable } from '../features/notifications/notifications.tables';
import type { CommentsTable, PostMarkTable, PostsTable } from '../features/posts/posts.tables';
import type { StoreTables } from '../features/store/store.tables';
import type { AdCampaignsTable } from '../features/ads/ads.tables';
import type { RecoveryCodesTable, TwoFactorTable } from '../features/auth/two-factor.tables';
import type { MemberSettingsTable } from '../features/settings/settings.tables';
import type { ShopProductLikesTable, ShopProductsTable } from '../features/shop/shop.tables';
import type { WalletTransactionsTable, WalletsTable } from '../features/wallet/wallet.tables';
import type { HighlightsTable } from '../features/highlights/highlights.tables';
import type { SearchDocsTable } from '../features/search/search.tables';
import type { SegmentImagesTable, SegmentTrendsTable, SegmentsTable } from '../features/segments/segments.tables';
import type { StoriesTable, StoryMarkTable } from '../features/stories/stories.tables';
import type { ReelCommentsTable, ReelMarkTable, ReelsTable } from '../features/reels/reels.tables';
import type { LongVideosTable } from '../features/videos/videos.tables';
import type { ContentTagsTable } from '../features/tags/tags.tables';
import type { AuditLogTable } from '../features/admin/admin.tables';
import type {
  ContentHoldsTable,
  ModerationActionsTable,
  ModerationAppealsTable,
  ReportsTable,
} from '../features/moderation/moderation.tables';
import type { BrandInvitationsTable, BrandMembersTable } from '../features/teams/teams.tables';
import type {
  BrandBlocksTable,
  HiddenWordsTable,
  MemberBlocksTable,
  MutesTable,
} from '../features/safety/safety.tables';
import type {
  ContentProductTagsTable,
  ProductTagCartAddsTable,
  ProductTagOpensTable,
} from '../features/shoppable/shoppable.tables';
import type { LongVideoViewsTable, PostViewsTable, ReelViewsTable } from '../features/views/views.tables';

/*
 * The database as Kysely sees it, assembled from the table types each feature keeps in its own
 * `<feature>.tables.ts`. Both dialects store booleans as 0/1 integers and instants as epoch
 * milliseconds (bigint), so every query reads the same on SQLite and PostgreSQL.
 */

/** Key-value bookkeeping of the database itself (such as which demo data is seeded); no feature owns it. */
export interface MetaTable {
  key: string;
  value: string;
}

/** A counter's move not yet folded into its item's column (PostgreSQL only; db/counter-folder.ts). */
export interface CounterDeltasTable {
  id: Generated<number>;
  item_table: string;
  item_id: string;
  counter: string;
  delta: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  segments: SegmentsTable;
  brands: BrandsTable;
  app_meta: MetaTable;
  counter_deltas: CounterDeltasTable;
  content_product_tags: ContentProductTagsTable;
  product_tag_opens: ProductTagOpensTable;
  product_tag_cart_adds: ProductTagCartAddsTable;
  posts: PostsTable;
  post_likes: PostMarkTable;
  post_bookmarks: PostMarkTable;
  post_shares: PostMarkTable;
  comments: CommentsTable;
  member_follows: MemberFollowsTable;
  brand_follows: BrandFollowsTable;
  brand_follow_events: BrandFollowEventsTable;
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
  store_order_fulfilments: StoreTables['store_order_fulfilments'];
  store_order_refunds: StoreTables['store_order_refunds'];
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
  content_tags: ContentTagsTable;
  audit_log: AuditLogTable;
  member_blocks: MemberBlocksTable;
  brand_blocks: BrandBlocksTable;
  mutes: MutesTable;
  hidden_words: HiddenWordsTable;
  brand_members: BrandMembersTable;
  brand_invitations: BrandInvitationsTable;
  post_views: PostViewsTable;
  reel_views: ReelViewsTable;
  long_video_views: LongVideoViewsTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  content_holds: ContentHoldsTable;
  moderation_appeals: ModerationAppealsTable;
}

export type { Generated };
