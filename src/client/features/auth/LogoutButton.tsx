import { LogOut } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { Spinner } from '@client/ui/spinner';
import { useLogout } from './use-logout';

/** 'Sair': ends the session, with a spinner in place of its icon while it does. */
export function LogoutButton({ label, className }: { label: string; className: string }) {
  const { logout, pending } = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={pending}
      className={cn('flex items-center transition-colors disabled:opacity-60', className)}
    >
      {pending ? <Spinner className="size-5" /> : <LogOut aria-hidden="true" className="size-5 shrink-0" />}
      {label}
    </button>
  );
}
