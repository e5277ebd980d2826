import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import {
  APPEAL_TEXT_MAX,
  MODERATION_REASON_MAX,
  REPORT_TEXT_MAX,
  SUSPENSION_DAYS_MAX,
  appealStatuses,
  heldKinds,
  holdStates,
  moderationActions,
  moderationTargetKinds,
  reportReasons,
  reportStatuses,
  reportTextRequired,
} from './moderation-rules';
import { pagedReply, personRefSchema } from './schema-parts';
import { multilineText } from './text-rules';

export * from './moderation-rules';

const t = ptBR.moderation;

const targetId = z.string().trim().min(1).max(64);

/** `POST /api/reports`: what is reported, why, and (required for 'outro') what happened. */
export const createReportSchema = z
  .object({
    kind: z.enum(moderationTargetKinds),
    id: targetId,
    reason: z.enum(reportReasons),
    text: multilineText(z.string().trim())
      .max(REPORT_TEXT_MAX, { error: t.textTooLong(REPORT_TEXT_MAX) })
      .optional(),
  })
  .refine((v) => !reportTextRequired(v.reason) || (v.text ?? '').length > 0, {
    path: ['text'],
    error: t.textRequired,
  });
export type CreateReportInput = z.input<typeof createReportSchema>;

/** A report as its reporter sees it in 'Minhas denúncias'. */
export const myReportSchema = z.object({
  id: z.string(),
  kind: z.enum(moderationTargetKinds),
  targetId: z.string(),
  /** What was reported, in pt-BR: 'Publicação de Ana'. */
  targetLabel: z.string(),
  reason: z.enum(reportReasons),
  text: z.string().nullable(),
  status: z.enum(reportStatuses),
  /** What was done, in pt-BR, once resolved. */
  outcome: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;

export const reportReplySchema = z.object({ report: myReportSchema });
export type ReportReply = z.infer<typeof reportReplySchema>;

export const myReportsQuerySchema = z.object({ cursor: z.string().max(300).optional() });
export const myReportsPageSchema = pagedReply('items', myReportSchema);
export type MyReportsPage = z.infer<typeof myReportsPageSchema>;

/** `POST /api/appeals`: the author of hidden or removed content asks, once, for it back. */
export const createAppealSchema = z.object({
  kind: z.enum(heldKinds),
  id: targetId,
  text: multilineText(z.string().trim())
    .min(1, { error: t.appealTextRequired })
    .max(APPEAL_TEXT_MAX, { error: t.textTooLong(APPEAL_TEXT_MAX) }),
});
export type CreateAppealInput = z.input<typeof createAppealSchema>;

export const appealSchema = z.object({
  id: z.string(),
  kind: z.enum(heldKinds),
  targetId: z.string(),
  text: z.string(),
  status: z.enum(appealStatuses),
  createdAt: z.string(),
});
export type Appeal = z.infer<typeof appealSchema>;
export const appealReplySchema = z.object({ appeal: appealSchema });
export type AppealReply = z.infer<typeof appealReplySchema>;

/**
 * What the author of held content reads on the item (post, reel, video, story, comment, shop
 * product); null for everyone else and for content that is not held.
 */
export const moderationStateSchema = z
  .object({ state: z.enum(holdStates), reason: z.string(), appealed: z.boolean() })
  .nullable();
export type ModerationState = z.infer<typeof moderationStateSchema>;

// ——— The console (operators only) ———

const brandRefSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string() });

/** The reported thing shown in place: its text and picture, who wrote it and for which brand. */
export const queueContentSchema = z.object({
  /** The text of the item, or an account's name and bio. */
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The member behind it (the account itself for a member). */
  author: personRefSchema.nullable(),
  /** The brand it was published as (the brand itself for a brand). */
  brand: brandRefSchema.nullable(),
  /** Where the console links to see it; null when it no longer exists. */
  url: z.string().nullable(),
  exists: z.boolean(),
});

export const pastActionSchema = z.object({
  action: z.enum(moderationActions),
  kind: z.enum(moderationTargetKinds),
  reason: z.string(),
  createdAt: z.string(),
  until: z.string().nullable(),
});
export type PastAction = z.infer<typeof pastActionSchema>;

export const queueGroupSchema = z.object({
  kind: z.enum(moderationTargetKinds),
  targetId: z.string(),
  urgent: z.boolean(),
  /** The most severe reason among its open reports; null for an appeal alone. */
  topReason: z.enum(reportReasons).nullable(),
  content: queueContentSchema,
  hold: z.object({ state: z.enum(holdStates), reason: z.string() }).nullable(),
  reports: z.object({
    count: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int() })),
    /** The latest texts the reporters wrote. */
    texts: z.array(z.string()),
  }),
  /** When the oldest open report (or the appeal) came in. */
  oldestAt: z.string(),
  appeal: z.object({ id: z.string(), text: z.string(), createdAt: z.string() }).nullable(),
  /** What operators did before to the same author, newest first. */
  previousActions: z.array(pastActionSchema),
});
export type QueueGroup = z.infer<typeof queueGroupSchema>;

export const moderationQueueQuerySchema = z.object({ cursor: z.string().max(300).optional() });
export const moderationQueueSchema = pagedReply('groups', queueGroupSchema);
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationTargetParams = z.object({ kind: z.enum(moderationTargetKinds), id: targetId });

/** An operator's action on a target: the reason is sent to the author in pt-BR. */
export const moderationActionSchema = z.object({
  action: z.enum(moderationActions),
  reason: multilineText(z.string().trim())
    .min(1, { error: t.reasonRequired })
    .max(MODERATION_REASON_MAX, { error: t.textTooLong(MODERATION_REASON_MAX) }),
  /** For a suspension: how many days, or null for good. */
  days: z
    .number({ error: t.daysInvalid })
    .int({ error: t.daysInvalid })
    .min(1, { error: t.daysInvalid })
    .max(SUSPENSION_DAYS_MAX, { error: t.daysInvalid })
    .nullable()
    .optional(),
});
export type ModerationActionInput = z.input<typeof moderationActionSchema>;

export const moderationActionReplySchema = z.object({
  action: z.enum(moderationActions),
  /** How many open reports it resolved. */
  resolved: z.number().int(),
});
export type ModerationActionReply = z.infer<typeof moderationActionReplySchema>;
