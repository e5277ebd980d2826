/*
 * Every JSON endpoint the client calls, built in one place: each parameter is encoded here, and
 * lists take their cursor through withCursor. Zod-free, so that the pages a member opens first
 * (the feed, /auth) can import it without the schemas.
 */

const enc = encodeURIComponent;

type QueryValue = string | number | undefined;

/** `path?a=1&b=2`, in the order given; parameters without a value are left out. */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${enc(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** One page of a cursor list: the first when `cursor` is empty. */
export const withCursor = (path: string, cursor?: string, limit?: number) => withQuery(path, { limit, cursor });

export const authPaths = {
  me: '/api/me',
  preferences: '/api/me/preferences',
  finishOnboarding: '/api/me/onboarding/finish',
  login: '/api/auth/login',
  loginCode: '/api/auth/login/2fa',
  signup: '/api/auth/signup',
  logout: '/api/auth/logout',
};

/** Who may comment on an item and its hidden comments (decision 029), the same for each kind. */
function replyPaths(kind: 'posts' | 'reels' | 'videos') {
  return {
    replyControl: (id: string) => `/api/${kind}/${enc(id)}/reply-control`,
    commentHidden: (id: string, commentId: string) => `/api/${kind}/${enc(id)}/comments/${enc(commentId)}/hidden`,
    hiddenComments: (id: string, cursor?: string) => withCursor(`/api/${kind}/${enc(id)}/comments/hidden`, cursor, 20),
  };
}

export const postPaths = {
  create: '/api/posts',
  one: (id: string) => `/api/posts/${enc(id)}`,
  action: (id: string, action: 'like' | 'bookmark' | 'share' | 'repost') => `/api/posts/${enc(id)}/${action}`,
  comments: (id: string) => `/api/posts/${enc(id)}/comments`,
  commentsPage: (id: string, cursor?: string) => withCursor(postPaths.comments(id), cursor, 20),
  ...replyPaths('posts'),
};

export const reelPaths = {
  list: (cursor: string | undefined, limit: number) => withCursor('/api/reels', cursor, limit),
  create: '/api/reels',
  one: (id: string) => `/api/reels/${enc(id)}`,
  action: (id: string, action: 'like' | 'share') => `/api/reels/${enc(id)}/${action}`,
  comments: (id: string) => `/api/reels/${enc(id)}/comments`,
  commentsPage: (id: string, cursor?: string) => withCursor(reelPaths.comments(id), cursor, 20),
  ...replyPaths('reels'),
};

export const storyPaths = {
  strip: '/api/stories',
  create: '/api/stories',
  mine: '/api/stories/mine',
  one: (id: string) => `/api/stories/${enc(id)}`,
  action: (id: string, action: 'seen' | 'like' | 'bookmark' | 'share' | 'repost') =>
    `/api/stories/${enc(id)}/${action}`,
};

export const highlightPaths = {
  ofMember: (memberId: string) => `/api/members/${enc(memberId)}/highlights`,
  create: '/api/highlights',
  fromStory: '/api/highlights/from-story',
  one: (id: string) => `/api/highlights/${enc(id)}`,
};

export const videoPaths = {
  featured: '/api/videos/featured',
  create: '/api/videos',
  one: (id: string) => `/api/videos/${enc(id)}`,
  replyControl: replyPaths('videos').replyControl,
};

export const memberPaths = {
  one: (id: string) => `/api/members/${enc(id)}`,
  posts: (id: string, cursor: string | undefined, limit: number) =>
    withCursor(`/api/members/${enc(id)}/posts`, cursor, limit),
  followList: (id: string, kind: 'followers' | 'following', cursor?: string) =>
    withCursor(`/api/members/${enc(id)}/${kind}`, cursor, 20),
  follow: (id: string) => `/api/members/${enc(id)}/follow`,
};

export const profilePaths = {
  saved: (cursor?: string) => withCursor('/api/profile/saved', cursor, 10),
  brands: (cursor?: string) => withCursor('/api/profile/brands', cursor, 10),
  segments: '/api/profile/segments',
  insights: '/api/profile/insights',
};

export const catalogPaths = {
  segments: '/api/segments',
  segment: (id: string) => `/api/segments/${enc(id)}`,
  segmentPosts: (id: string, cursor?: string) => withCursor(`/api/segments/${enc(id)}/posts`, cursor, 10),
  brands: '/api/brands',
  brand: (id: string) => `/api/brands/${enc(id)}`,
  /** PUT follows, DELETE unfollows. */
  followBrand: (brandId: string) => `/api/follows/brands/${enc(brandId)}`,
  followSegment: (segmentId: string) => `/api/follows/segments/${enc(segmentId)}`,
  explore: '/api/explore',
  /** 'Compre pelo feed': explore's row of content tagging products. */
  exploreShoppable: '/api/explore/shoppable',
};

export const searchPaths = {
  suggest: (q: string) => withQuery('/api/search/suggest', { q }),
  results: (q: string) => withQuery('/api/search', { q }),
  posts: (q: string, cursor?: string) => withQuery('/api/search/posts', { q, limit: 10, cursor }),
};

export const tagPaths = {
  page: (tag: string, sort: string, cursor?: string) => withQuery(`/api/tags/${enc(tag)}`, { sort, limit: 12, cursor }),
  resolveMention: (name: string) => withQuery('/api/mentions/resolve', { name }),
};

export const notificationPaths = {
  list: (cursor?: string) => withCursor('/api/notifications', cursor, 20),
  unread: '/api/notifications/unread',
  readAll: '/api/notifications/read-all',
  /** The live stream (server-sent events). */
  events: '/api/events',
};

export const settingsPaths = {
  profile: '/api/settings/profile',
  avatar: '/api/settings/avatar',
  privacy: '/api/settings/privacy',
  notifications: '/api/settings/notifications',
  followRequests: (cursor?: string) => withCursor('/api/settings/follow-requests', cursor),
  followRequest: (memberId: string) => `/api/settings/follow-requests/${enc(memberId)}`,
  approveFollowRequest: (memberId: string) => `/api/settings/follow-requests/${enc(memberId)}/approve`,
  /** The member's data as a file (a download link, not a JSON call). */
  dataExport: '/api/settings/export',
};

export const securityPaths = {
  sessions: (cursor?: string) => withCursor('/api/security/sessions', cursor),
  session: (id: string) => `/api/security/sessions/${enc(id)}`,
  password: '/api/security/password',
  twoFactor: '/api/security/2fa',
  twoFactorStep: (step: 'setup' | 'enable' | 'disable' | 'recovery-codes') => `/api/security/2fa/${step}`,
  /** DELETE ends the account. */
  account: '/api/me',
};

export const walletPaths = {
  summary: '/api/wallet',
  transactions: (cursor?: string) => withCursor('/api/wallet/transactions', cursor),
  withdrawals: '/api/wallet/withdrawals',
};

export const adPaths = {
  campaigns: (cursor?: string) => withCursor('/api/ads/campaigns', cursor),
  audience: '/api/ads/audience',
  campaign: (id: string) => `/api/ads/campaigns/${enc(id)}`,
  campaignAction: (id: string, action: 'pay' | 'cancel' | 'end') => `/api/ads/campaigns/${enc(id)}/${action}`,
};

export const shopPaths = {
  mine: '/api/shop',
  name: '/api/shop/name',
  /** The member's own products, or (with `ownerId`) another member's. */
  products: (ownerId: string | null, cursor?: string) =>
    withCursor(ownerId === null ? '/api/shop/products' : `/api/shop/members/${enc(ownerId)}/products`, cursor),
  product: (id: string) => `/api/shop/products/${enc(id)}`,
  productLike: (id: string) => `/api/shop/products/${enc(id)}/like`,
  /** How often the tags of the member's own products were opened. */
  tagTaps: '/api/shop/tag-taps',
};

export const storeApiPaths = {
  config: '/api/store/config',
  cep: (cep: string) => `/api/store/cep/${enc(cep)}`,
  cart: '/api/cart',
  cartItems: '/api/cart/items',
  cartItem: (variantId: string) => `/api/cart/items/${enc(variantId)}`,
  orders: (cursor?: string) => withCursor('/api/orders', cursor),
  order: (id: string) => `/api/orders/${enc(id)}`,
  resumeOrder: (id: string) => `/api/orders/${enc(id)}/resume`,
};

export const assistantPaths = {
  reply: '/api/assistant/reply',
};

export const adminPaths = {
  members: (q: string, cursor?: string) => withQuery('/api/admin/members', { q: q.trim(), cursor }),
  member: (id: string, action: 'suspend' | 'reinstate') => `/api/admin/members/${enc(id)}/${action}`,
  audit: (action: string, cursor?: string, filter: { actorId?: string; targetId?: string } = {}) =>
    withQuery('/api/admin/audit', { action, actorId: filter.actorId, targetId: filter.targetId, cursor }),
  brands: (q: string, cursor?: string) => withQuery('/api/admin/brands', { q: q.trim(), cursor }),
  newBrand: '/api/admin/brands',
  jobs: '/api/admin/jobs',
  brand: (brandId: string) => `/api/admin/brands/${enc(brandId)}`,
  brandAction: (brandId: string, action: 'verify' | 'unverify' | 'suspend' | 'reinstate') =>
    `/api/admin/brands/${enc(brandId)}/${action}`,
  brandImage: (brandId: string, kind: 'logo' | 'cover') => `/api/admin/brands/${enc(brandId)}/images/${kind}`,
};

export const teamPaths = {
  brands: '/api/studio/brands',
  invitations: '/api/studio/invitations',
  answer: (id: string, answer: 'accept' | 'decline') => `/api/studio/invitations/${enc(id)}/${answer}`,
  team: (brandId: string) => `/api/studio/brands/${enc(brandId)}/team`,
  member: (brandId: string, userId: string) => `/api/studio/brands/${enc(brandId)}/team/${enc(userId)}`,
  invite: (brandId: string) => `/api/studio/brands/${enc(brandId)}/invitations`,
  invitation: (brandId: string, id: string) => `/api/studio/brands/${enc(brandId)}/invitations/${enc(id)}`,
  operatorInvite: (brandId: string) => `/api/admin/brands/${enc(brandId)}/invitations`,
};

/** A brand's products in the studio. */
export const studioProductPaths = {
  list: (brandId: string, cursor?: string) =>
    `/api/studio/brands/${enc(brandId)}/products${cursor ? `?cursor=${enc(cursor)}` : ''}`,
  one: (brandId: string, productId: string) => `/api/studio/brands/${enc(brandId)}/products/${enc(productId)}`,
  images: (brandId: string, productId: string) =>
    `/api/studio/brands/${enc(brandId)}/products/${enc(productId)}/images`,
};

export const fulfilmentPaths = {
  orders: (brandId: string, state: string, cursor?: string) =>
    withQuery(`/api/studio/brands/${enc(brandId)}/orders`, { state, cursor }),
  move: (brandId: string, orderId: string) => `/api/studio/brands/${enc(brandId)}/orders/${enc(orderId)}/fulfilment`,
  refund: (brandId: string, orderId: string) => `/api/studio/brands/${enc(brandId)}/orders/${enc(orderId)}/refund`,
  operatorOrders: (status: string, q: string, cursor?: string) =>
    withQuery('/api/admin/orders', { status, q: q.trim(), cursor }),
  operatorRefund: (orderId: string) => `/api/admin/orders/${enc(orderId)}/refund`,
};

/** 'Visto em': the content tagging a store product. */
export const seenInPaths = {
  product: (productId: string) => `/api/store/products/${enc(productId)}/seen-in`,
};

export const insightsPaths = {
  insights: (brandId: string, days: number) => withQuery(`/api/studio/brands/${enc(brandId)}/insights`, { days }),
  csv: (brandId: string, days: number) => withQuery(`/api/studio/brands/${enc(brandId)}/insights.csv`, { days }),
};

/** What a member saw of brands' content, for their reach (decision 021). */
export const viewPaths = {
  record: '/api/views',
};

/** Reports and appeals (members), and the moderation queue (operators). */
export const moderationPaths = {
  report: '/api/reports',
  myReports: (cursor?: string) => withCursor('/api/reports/mine', cursor),
  appeal: '/api/appeals',
  queue: (cursor?: string) => withCursor('/api/admin/moderation', cursor),
  act: (kind: string, id: string) => `/api/admin/moderation/${enc(kind)}/${enc(id)}/actions`,
};

/** Blocks, mutes and hidden words (the member's own, or with `brandId` a brand's blocks). */
export const safetyPaths = {
  blocks: (brandId?: string) => withQuery('/api/safety/blocks', { brandId }),
  block: (memberId: string, brandId?: string) => withQuery(`/api/safety/blocks/${enc(memberId)}`, { brandId }),
  mutes: '/api/safety/mutes',
  mute: (kind: 'member' | 'brand', id: string) => `/api/safety/mutes/${kind}/${enc(id)}`,
  words: '/api/safety/words',
  word: (word: string) => `/api/safety/words/${enc(word)}`,
};

/**
 * Product tags on content (decision 030): what the publisher may tag, an item's tags after
 * publishing, and a member opening a tag's product sheet.
 */
export const productTagPaths = {
  opens: '/api/product-tags/opens',
  /** `asBrandId` empty: the member's own personal store. */
  candidates: (asBrandId: string, q: string) => withQuery('/api/product-tags/candidates', { asBrandId, q }),
  item: (kind: string, id: string) => `/api/product-tags/${enc(kind)}/${enc(id)}`,
};
