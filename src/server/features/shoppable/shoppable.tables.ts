/** Table types of product tags on content and their openings (migration 027, decision 030). */

export interface ContentProductTagsTable {
  /** 'post', 'reel', 'story' or 'video'. */
  content_kind: string;
  content_id: string;
  /** 'store' (a brand's store product) or 'shop' (a member's personal-store product). */
  product_kind: string;
  product_id: string;
  position: number;
  x: number | null;
  y: number | null;
  created_at: number;
}

export interface ProductTagOpensTable {
  id: string;
  member_id: string;
  content_kind: string;
  content_id: string;
  product_id: string;
  opened_at: number;
}

export interface ProductTagCartAddsTable {
  id: string;
  member_id: string;
  content_kind: string;
  content_id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  added_at: number;
}
