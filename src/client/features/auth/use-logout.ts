import { ptBR } from '@shared/i18n/pt-BR';
import { toast, toastError } from '@client/ui/use-toast';
import { useLogoutMutation } from './use-session';

/**
 * Logs out and says goodbye. The guard sends the visitor to /auth once the session is gone,
 * which unmounts the caller; the promise (unlike mutate's callbacks) still settles then.
 */
export function useLogout() {
  const mutation = useLogoutMutation();
  const logout = () =>
    mutation
      .mutateAsync()
      .then(() => toast({ title: ptBR.auth.loggedOut, description: ptBR.auth.loggedOutDescription }), toastError);
  return { logout, pending: mutation.isPending };
}
