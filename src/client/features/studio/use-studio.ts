import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamPaths } from '@shared/api-paths';
import type { TeamRole } from '@shared/brand-roles';
import type { MyInvitations, StudioBrands, TeamPage } from '@shared/teams';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { refreshLater } from '@client/lib/refresh-later';

export const studioKeys = {
  all: ['studio'] as const,
  brands: () => [...studioKeys.all, 'brands'] as const,
  invitations: () => [...studioKeys.all, 'invitations'] as const,
  team: (brandId: string) => [...studioKeys.all, 'team', brandId] as const,
};

export function useStudioBrands(enabled = true) {
  return useApiQuery<StudioBrands>(studioKeys.brands(), teamPaths.brands, { enabled });
}

export function useMyInvitations(enabled = true) {
  return useApiQuery<MyInvitations>(studioKeys.invitations(), teamPaths.invitations, { enabled });
}

/** A team page; a 404 (not on this brand's team) is an answer, not a failure worth retrying. */
export function useTeam(brandId: string) {
  return useApiQuery<TeamPage>(studioKeys.team(brandId), teamPaths.team(brandId), { retry: false });
}

/** Every studio change may move the brands list, the invitations and the team: all read again. */
function useStudioMutation<V>(send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: refreshLater(queryClient, studioKeys.all),
  });
}

export const useAnswerInvitation = () =>
  useStudioMutation(({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
    api.post(teamPaths.answer(id, answer)),
  );

export const useInvite = (brandId: string) =>
  useStudioMutation((body: { email: string; role: TeamRole }) => api.post(teamPaths.invite(brandId), body));

export const useRevokeInvitation = (brandId: string) =>
  useStudioMutation((id: string) => api.delete(teamPaths.invitation(brandId, id)));

export const useChangeRole = (brandId: string) =>
  useStudioMutation(({ userId, role }: { userId: string; role: TeamRole }) =>
    api.patch(teamPaths.member(brandId, userId), { role }),
  );

export const useRemoveMember = (brandId: string) =>
  useStudioMutation((userId: string) => api.delete(teamPaths.member(brandId, userId)));

/** Whether the side menu offers 'Estúdio': the member is on a brand's team or has an invitation waiting. */
export function useHasStudio(): boolean {
  const brands = useStudioBrands();
  const invitations = useMyInvitations();
  return (brands.data?.brands.length ?? 0) > 0 || (invitations.data?.invitations.length ?? 0) > 0;
}
