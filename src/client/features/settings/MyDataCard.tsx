import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { settingsPaths } from '@shared/api-paths';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button, buttonVariants } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { toast } from '@client/ui/use-toast';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { useDeleteAccountMutation } from './use-security';

const t = ptBR.security;

export function MyDataCard() {
  const remove = useDeleteAccountMutation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold">{t.myData}</h2>
      <p className="mt-1 text-sm text-fg-muted">{t.myDataDescription}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={settingsPaths.dataExport} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          {t.downloadData}
        </a>
        <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t.deleteAccount}
        </Button>
      </div>
      <PasswordConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteAccount}
        description={t.deleteAccountWarning}
        confirmLabel={t.deleteAccountConfirm}
        destructive
        pending={remove.isPending}
        onConfirm={async (password) => {
          await remove.mutateAsync(password);
          toast({ title: t.accountDeleted, description: t.accountDeletedDescription, variant: 'success' });
          void navigate('/auth', { replace: true });
        }}
      />
    </Card>
  );
}
