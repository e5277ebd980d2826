// Kept apart from the schema modules (zod), so that the pages a member opens first need no zod.

/** The follow endpoints (members feature): PUT follows, DELETE unfollows. */
export const brandFollowUrl = (brandId: string) => `/api/follows/brands/${encodeURIComponent(brandId)}`;
export const segmentFollowUrl = (segmentId: string) => `/api/follows/segments/${encodeURIComponent(segmentId)}`;
