import { ptBR } from '@shared/i18n/pt-BR';
import { toast, toastError } from '@client/ui/use-toast';
import { useMember, usePreferencesMutation } from '@client/features/auth/use-session';

/** Whether BrandBot is on for this member (on by default), and a way to switch it. */
export function useAssistantActive() {
  const member = useMember();
  const preferences = usePreferencesMutation();
  const active = member?.assistantActive ?? true;

  const setActive = (next: boolean) => {
    preferences.mutate(
      { assistantActive: next },
      {
        onSuccess: () => {
          if (next)
            toast({
              title: ptBR.assistant.enabled,
              description: ptBR.assistant.enabledDescription,
              variant: 'success',
            });
        },
        onError: toastError,
      },
    );
  };

  return { active, setActive, pending: preferences.isPending };
}
