import { useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Post } from '@shared/posts';
import { PageHeader } from '@client/ui/page-header';
import { errorMessage } from '@client/lib/api';
import { useMember } from '@client/features/auth/use-session';
import { toast } from '@client/ui/use-toast';
import { draftReducer, initialDraft } from './ad-draft';
import { AdPreview } from './AdPreview';
import { AdWizard } from './AdWizard';
import { announceLaunch, followPayment } from './campaign-payment';
import { CampaignList } from './CampaignList';
import { PostPickerDialog } from './PostPickerDialog';
import { useAdPostQuery, useCampaignQuery, useLaunchCampaignMutation } from './use-ads';

const t = ptBR.ads;

/** Back from the hosted payment page (`?campaign=…`): says whether the campaign is live, once. */
function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const id = params.get('campaign');
  const campaign = useCampaignQuery(id);
  const told = useRef<string | null>(null);
  useEffect(() => {
    const c = campaign.data;
    if (!id || !c || told.current === id) return;
    told.current = id;
    if (c.status === 'active') announceLaunch(c);
    else if (c.status === 'awaiting_payment')
      toast({ title: t.awaitingPayment, description: t.awaitingPaymentDescription });
    setParams({}, { replace: true });
  }, [id, campaign.data, setParams]);
}

export function AdvertisePage() {
  const member = useMember();
  const [params, setParams] = useSearchParams();
  const [draft, dispatch] = useReducer(draftReducer, initialDraft);
  const [picked, setPicked] = useState<Post | null>(null);
  const [picking, setPicking] = useState(false);
  const fromProfile = useAdPostQuery(picked ? null : params.get('post'));
  const launch = useLaunchCampaignMutation();
  const post = picked ?? fromProfile.data ?? null;
  usePaymentReturn();

  const onLaunch = () => {
    if (!draft.objective) return;
    launch.mutate(
      {
        objective: draft.objective,
        dailyBudgetCents: draft.dailyBudget * 100,
        durationDays: draft.durationDays,
        audience: draft.audience,
        postId: post?.id ?? null,
        paymentMethod: draft.paymentMethod,
      },
      {
        onSuccess: (reply) => {
          followPayment(reply);
          if (reply.paymentUrl) return;
          dispatch({ type: 'reset' });
          setPicked(null);
          if (params.has('post')) setParams({}, { replace: true });
        },
        onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <>
      <PageHeader title={ptBR.pages.advertise} />
      <div className="grid gap-4">
        <AdWizard
          draft={draft}
          dispatch={dispatch}
          launching={launch.isPending || Boolean(launch.data?.paymentUrl)}
          hasPost={post !== null}
          onChoosePost={() => setPicking(true)}
          onLaunch={onLaunch}
        />
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
