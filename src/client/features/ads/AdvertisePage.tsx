import { useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Post } from '@shared/posts';
import { PageHeader } from '@client/app/PageHeader';
import { errorMessage } from '@client/lib/api';
import { useMember } from '@client/features/auth/use-session';
import { toast } from '@client/ui/use-toast';
import { draftReducer, initialDraft } from './ad-draft';
import { AdPreview } from './AdPreview';
import { AdWizard, draftNumbers } from './AdWizard';
import { CampaignList } from './CampaignList';
import { PostPickerDialog } from './PostPickerDialog';
import { useAdPostQuery, useLaunchCampaignMutation } from './use-ads';

const t = ptBR.ads;

export function AdvertisePage() {
  const member = useMember();
  const [params, setParams] = useSearchParams();
  const [draft, dispatch] = useReducer(draftReducer, initialDraft);
  const [picked, setPicked] = useState<Post | null>(null);
  const [picking, setPicking] = useState(false);
  const fromProfile = useAdPostQuery(picked ? null : params.get('post'));
  const launch = useLaunchCampaignMutation();
  const post = picked ?? fromProfile.data ?? null;

  const onLaunch = () => {
    if (!draft.objective) return;
    const { reach } = draftNumbers(draft);
    launch.mutate(
      {
        objective: draft.objective,
        dailyBudgetCents: draft.dailyBudget * 100,
        durationDays: draft.durationDays,
        audience: draft.audience,
        postId: post?.id ?? null,
      },
      {
        onSuccess: () => {
          toast({
            title: t.launched,
            description: t.launchedDescription(`${formatCount(reach.min)}–${formatCount(reach.max)}`),
            variant: 'success',
            duration: 5000,
          });
          dispatch({ type: 'reset' });
          setPicked(null);
          if (params.has('post')) setParams({}, { replace: true });
        },
        onError: (error) =>
          toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <>
      <PageHeader title={ptBR.pages.advertise} />
      <div className="grid gap-4">
        <AdWizard draft={draft} dispatch={dispatch} launching={launch.isPending} onLaunch={onLaunch} />
        <AdPreview
          draft={draft}
          post={post}
          loadingPost={fromProfile.isLoading}
          onChoosePost={() => setPicking(true)}
        />
        <CampaignList />
      </div>
      {member ? (
        <PostPickerDialog
          memberId={member.id}
          open={picking}
          onOpenChange={setPicking}
          onPick={(p) => {
            setPicked(p);
            setPicking(false);
          }}
        />
      ) : null}
    </>
  );
}
