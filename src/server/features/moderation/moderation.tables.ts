import type {
  AppealStatus,
  HoldState,
  ModerationAction,
  ModerationTargetKind,
  ReportReason,
  ReportStatus,
} from '../../../shared/moderation-rules';

/** One member's report of content or an account (decision 027). */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_kind: ModerationTargetKind;
  target_id: string;
  /** The member behind the target when reported (its author, or the account itself). */
  target_author_id: string | null;
  /** The brand the target was published as (or the brand itself). */
  target_brand_id: string | null;
  reason: ReportReason;
  /** `severityRank(reason)`: 0 is the most severe. */
  severity: number;
  text: string | null;
  status: ReportStatus;
  /** The action that resolved it; null while open. */
  outcome: ModerationAction | null;
  created_at: number;
  resolved_at: number | null;
}

/** What an operator did about a target, with the reason sent to its author. */
export interface ModerationActionsTable {
  id: string;
  target_kind: ModerationTargetKind;
  target_id: string;
  target_author_id: string | null;
  target_brand_id: string | null;
  action: ModerationAction;
  reason: string;
  operator_id: string;
  created_at: number;
  /** A suspension's end; null for good, and for every other action. */
  until: number | null;
}

/** Content taken off the network by an operator; absent means the item is not held. */
export interface ContentHoldsTable {
  target_kind: ModerationTargetKind;
  target_id: string;
  state: HoldState;
  reason: string;
  created_at: number;
}

/** The author's one appeal against a hold. */
export interface ModerationAppealsTable {
  id: string;
  target_kind: ModerationTargetKind;
  target_id: string;
  author_id: string;
  text: string;
  status: AppealStatus;
  severity: number;
  created_at: number;
  resolved_at: number | null;
}
