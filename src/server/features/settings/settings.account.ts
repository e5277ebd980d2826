import { parseStoredMedia } from '../../platform/media/media';
import type { ExportFor, ForgetMember } from '../../platform/member-data';
import { pendingFollowRequestsOf } from '../members/follow-requests.service';
import { getNotificationPrefs } from '../notifications/notification-prefs';
import { getPrivacy } from '../privacy/privacy';
import * as q from './settings.queries';

/** The choices the settings pages show, the follow requests waiting among them. */
export const exportFor: ExportFor = async ({ db }, memberId) => {
  const row = await q.findSettings(db, memberId);
  return {
    privacy: await getPrivacy(db, memberId),
    notifications: await getNotificationPrefs(db, memberId),
    storeName: row?.store_name ?? null,
    pendingFollowRequests: await pendingFollowRequestsOf(db, memberId),
  };
};

/** The uploaded avatar leaves storage once the member's rows are gone. */
export const forgetMember: ForgetMember = async (trx, memberId) => {
  const avatar = parseStoredMedia((await q.findSettings(trx, memberId))?.avatar_media ?? null);
  return avatar ? [avatar] : [];
};
