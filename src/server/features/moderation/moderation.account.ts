import type { ExportFor, ForgetMember } from '../../platform/member-data';

/** The member's reports and appeals, as they sent them. */
export const exportFor: ExportFor = async (ctx, memberId) => {
  const [reports, appeals] = await Promise.all([
    ctx.db
      .selectFrom('reports')
      .select(['id', 'target_kind', 'target_id', 'reason', 'text', 'status', 'created_at'])
      .where('reporter_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .execute(),
    ctx.db
      .selectFrom('moderation_appeals')
      .select(['id', 'target_kind', 'target_id', 'text', 'status', 'created_at'])
      .where('author_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const at = (ms: number) => new Date(Number(ms)).toISOString();
  return {
    reports: reports.map((r) => ({ ...r, created_at: at(r.created_at) })),
    appeals: appeals.map((a) => ({ ...a, created_at: at(a.created_at) })),
  };
};

/**
 * A leaving member's reports and appeals go with them (the tables keep no foreign key to the member).
 * The operators' actions about them stay: like the audit log, they are the network's record.
 */
export const forgetMember: ForgetMember = async (trx, memberId) => {
  await trx.deleteFrom('reports').where('reporter_id', '=', memberId).execute();
  await trx.deleteFrom('moderation_appeals').where('author_id', '=', memberId).execute();
  return [];
};
