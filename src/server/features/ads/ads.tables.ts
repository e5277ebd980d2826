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
  /**
   * 'awaiting_payment' until paid, then 'active' until the member ends it ('ended'); an unpaid campaign
   * may be 'canceled'. An active campaign past its last day reads as ended.
   */
  status: string;
  created_at: number;
  /** Creation plus duration while unpaid; from payment on, the end of its last day. */
  ends_at: number;
  paid_at: number | null;
  /** When its days start counting: the payment. */
  started_at: number | null;
  /** 'wallet', 'card' or 'pix' once paid. */
  payment_method: string | null;
  /** The provider of the last hosted payment page opened for it, whose events alone may settle it. */
  payment_provider: string | null;
  /** That provider's session id, closed once the campaign is paid another way. */
  payment_ref: string | null;
}
