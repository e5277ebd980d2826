// The moderation's rules, apart from the schemas (zod): the console and the report dialog read these too.

/** The member's page of their reports ('Minhas denúncias'), where a report's notification leads. */
export const MY_REPORTS_PAGE = '/settings/reports';

/** What a member can report. */
export const moderationTargetKinds = [
  'post',
  'comment',
  'reel_comment',
  'story',
  'reel',
  'video',
  'shop_product',
  'member',
  'brand',
] as const;
export type ModerationTargetKind = (typeof moderationTargetKinds)[number];

/** The kinds that are content (can be hidden, removed and appealed), as opposed to accounts. */
export const heldKinds = ['post', 'comment', 'reel_comment', 'story', 'reel', 'video', 'shop_product'] as const;
export type HeldKind = (typeof heldKinds)[number];

export function isHeldKind(kind: string): kind is HeldKind {
  return (heldKinds as readonly string[]).includes(kind);
}

/** Why a member reports something, in the order the report dialog lists them. */
export const reportReasons = [
  'spam',
  'golpe',
  'produto_falso',
  'odio',
  'assedio',
  'violencia',
  'nudez',
  'menores',
  'direitos_autorais',
  'outro',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const REPORT_TEXT_MAX = 500;
export const APPEAL_TEXT_MAX = 1000;
export const MODERATION_REASON_MAX = 500;
export const SUSPENSION_DAYS_MAX = 365;

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const holdStates = ['hidden', 'removed'] as const;
export type HoldState = (typeof holdStates)[number];

export const appealStatuses = ['open', 'accepted', 'rejected'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

/** What an operator can do about a target of the queue. */
export const moderationActions = ['dismiss', 'hide', 'remove', 'warn', 'suspend', 'restore'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/**
 * The queue's order of reasons, most severe first: harm to children is urgent and always first,
 * then threats of physical harm, then attacks on people (hate, harassment), then harm to their
 * money (scams, Pix fraud), sexual content, misleading goods, then rights, spam and anything else.
 */
export const severityOrder: readonly ReportReason[] = [
  'menores',
  'violencia',
  'odio',
  'assedio',
  'golpe',
  'nudez',
  'produto_falso',
  'direitos_autorais',
  'spam',
  'outro',
];

/** A reason's rank in the queue: 0 is the most severe. */
export function severityRank(reason: ReportReason): number {
  return severityOrder.indexOf(reason);
}

/** Reports of content involving minors are urgent: flagged and shown before anything else. */
export function isUrgent(reason: ReportReason): boolean {
  return reason === 'menores';
}

/** The reason of a group of reports that decides its place: the most severe one. */
export function mostSevere(reasons: readonly ReportReason[]): ReportReason | null {
  let best: ReportReason | null = null;
  for (const r of reasons) if (best === null || severityRank(r) < severityRank(best)) best = r;
  return best;
}

export interface QueuePlace {
  /** The rank of its most severe reason (`severityRank`). */
  severity: number;
  /** Epoch ms of the oldest open report (or of the appeal). */
  oldestAt: number;
  kind: string;
  id: string;
}

/** The queue's order: most severe first; within a severity the one waiting longest; then a stable tie-break. */
export function compareQueuePlaces(a: QueuePlace, b: QueuePlace): number {
  return a.severity - b.severity || a.oldestAt - b.oldestAt || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id);
}

/** Which actions apply to a target: accounts are warned or suspended, never hidden; content is held and restored. */
export function actionApplies(action: ModerationAction, kind: ModerationTargetKind, held: HoldState | null): boolean {
  switch (action) {
    case 'dismiss':
      return true;
    // A brand's account is suspended from the console's brands, where its team and store are handled.
    case 'warn':
    case 'suspend':
      return kind !== 'brand';
    case 'hide':
      return isHeldKind(kind) && held === null;
    case 'remove':
      return isHeldKind(kind) && held !== 'removed';
    case 'restore':
      return held !== null;
  }
}

/** Whether a report's text is required: an 'outro' report has to say what happened. */
export function reportTextRequired(reason: ReportReason): boolean {
  return reason === 'outro';
}
