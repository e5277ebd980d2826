import type { ExportFor, ForgetMember } from '../../platform/member-data';
import { exportMember } from './auth.service';
import { deleteUser } from './auth.queries';

export const exportFor: ExportFor = (ctx, memberId) => exportMember(ctx, memberId);

/** The member row goes last: its cascade takes sessions, settings, store, wallet, campaigns and content. */
export const forgetMember: ForgetMember = async (trx, memberId) => {
  await deleteUser(trx, memberId);
  return [];
};
