import { describeDevice } from '../../../shared/settings';
import type { ExportFor } from '../../platform/member-data';
import { twoFactorStatus } from '../auth/two-factor.service';
import * as q from './security.queries';

export const exportFor: ExportFor = async ({ db, clock, currentSessionId }, memberId) => {
  const sessions = await q.listSessions(db, memberId, clock.now(), 1000);
  return {
    twoFactor: await twoFactorStatus(db, memberId),
    sessions: sessions.map((r) => ({
      current: r.id === currentSessionId,
      device: describeDevice(r.user_agent),
      ip: r.ip,
      createdAt: new Date(Number(r.created_at)).toISOString(),
      lastSeenAt: new Date(Number(r.last_seen_at)).toISOString(),
    })),
  };
};
