export interface AdCampaignsTable {
  id: string;
  user_id: string;
  objective: string;
  audience: string;
  daily_budget_cents: number;
  duration_days: number;
  total_cents: number;
  reach_min: number;
  reach_max: number;
  post_id: string | null;
  /** 'active' until the member ends it; a campaign past its last day reads as ended. */
  status: string;
  created_at: number;
  ends_at: number;
}
