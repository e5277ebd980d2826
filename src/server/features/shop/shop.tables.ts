export interface ShopProductsTable {
  id: string;
  user_id: string;
  name: string;
  price_cents: number;
  description: string;
  /** The picture as JSON of a platform/media `StoredMedia`. */
  image: string;
  likes_count: number;
  created_at: number;
  updated_at: number;
}

export interface ShopProductLikesTable {
  product_id: string;
  user_id: string;
  created_at: number;
}
