import { describe, expect, it } from 'vitest';
import {
  INVITATION_TTL_MS,
  invitationExpired,
  invitationOpen,
  invitationStatuses,
  isTeamRole,
  leavesNoOwner,
  teamActions,
  teamCan,
} from './brand-roles';

describe('teamCan', () => {
  it('lets an owner do everything', () => {
    for (const action of teamActions) expect(teamCan('owner', action)).toBe(true);
  });

  it('lets an editor do everything but manage the team', () => {
    expect(teamCan('editor', 'publish')).toBe(true);
    expect(teamCan('editor', 'answer')).toBe(true);
    expect(teamCan('editor', 'editProducts')).toBe(true);
    expect(teamCan('editor', 'viewInsights')).toBe(true);
    expect(teamCan('editor', 'manageTeam')).toBe(false);
    // Editors fulfil the brand's orders; only owners refund them.
    expect(teamCan('editor', 'fulfilOrders')).toBe(true);
    expect(teamCan('editor', 'refundOrders')).toBe(false);
    expect(teamCan('owner', 'refundOrders')).toBe(true);
  });

  it('lets an analyst only see insights', () => {
    expect(teamActions.filter((a) => teamCan('analyst', a))).toEqual(['viewInsights']);
  });

  it('lets someone off the team do nothing', () => {
    for (const action of teamActions) {
      expect(teamCan(null, action)).toBe(false);
      expect(teamCan(undefined, action)).toBe(false);
    }
  });
});

describe('isTeamRole', () => {
  it('knows the three roles only', () => {
    expect(['owner', 'editor', 'analyst'].every(isTeamRole)).toBe(true);
    expect(isTeamRole('operator')).toBe(false);
    expect(isTeamRole('Owner')).toBe(false);
  });
});

describe('leavesNoOwner', () => {
  it('refuses to demote or remove the last owner', () => {
    expect(leavesNoOwner({ roles: ['owner', 'editor'], from: 'owner', to: 'editor' })).toBe(true);
    expect(leavesNoOwner({ roles: ['owner', 'editor'], from: 'owner', to: null })).toBe(true);
  });

  it('allows it while another owner stays', () => {
    expect(leavesNoOwner({ roles: ['owner', 'owner'], from: 'owner', to: 'analyst' })).toBe(false);
    expect(leavesNoOwner({ roles: ['owner', 'owner'], from: 'owner', to: null })).toBe(false);
  });

  it('never minds changes to other roles', () => {
    expect(leavesNoOwner({ roles: ['owner', 'editor'], from: 'editor', to: null })).toBe(false);
    expect(leavesNoOwner({ roles: ['owner', 'editor'], from: 'editor', to: 'analyst' })).toBe(false);
    expect(leavesNoOwner({ roles: ['owner'], from: 'owner', to: 'owner' })).toBe(false);
  });
});

describe('invitationExpired', () => {
  it('keeps an invitation open for seven days, to the millisecond', () => {
    const sent = Date.UTC(2026, 0, 1);
    expect(invitationExpired(sent, sent)).toBe(false);
    expect(invitationExpired(sent, sent + INVITATION_TTL_MS - 1)).toBe(false);
    expect(invitationExpired(sent, sent + INVITATION_TTL_MS)).toBe(true);
  });
});

describe('invitationOpen', () => {
  const sent = 1_000_000;

  it('keeps a pending invitation open until its seventh day is over', () => {
    expect(invitationOpen({ status: 'pending', createdAt: sent }, sent)).toBe(true);
    expect(invitationOpen({ status: 'pending', createdAt: sent }, sent + INVITATION_TTL_MS - 1)).toBe(true);
    expect(invitationOpen({ status: 'pending', createdAt: sent }, sent + INVITATION_TTL_MS)).toBe(false);
  });

  it('closes an invitation once it is accepted, declined or revoked', () => {
    for (const status of invitationStatuses.filter((s) => s !== 'pending'))
      expect(invitationOpen({ status, createdAt: sent }, sent + 1)).toBe(false);
  });
});
