import { Ban, Pencil, RotateCcw, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminBrand } from '@shared/admin-brands';
import { ptBR } from '@shared/i18n/pt-BR';
import { adminBrandsText } from '@shared/i18n/pt-BR/admin-brands-text';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { Switch } from '@client/ui/switch';
import { Avatar } from '@client/ui/thumb';
import { toast } from '@client/ui/use-toast';
import { VerifiedBadge } from '@client/ui/verified-badge';
import { BrandFormDialog } from './BrandFormDialog';
import { InviteOwnerDialog } from './InviteOwnerDialog';
import { useBrandActionMutation } from './use-admin-brands';

const t = adminBrandsText;

type Action = 'verify' | 'unverify' | 'suspend' | 'reinstate';
const done: Record<Action, string> = {
  verify: t.verified,
  unverify: t.unverified,
  suspend: t.suspended,
  reinstate: t.reinstated,
};

/** One brand of the console: its badge switch, and edit, invite and suspension behind their dialogs. */
export function BrandRow({ brand }: { brand: AdminBrand }) {
  const [dialog, setDialog] = useState<'edit' | 'invite' | 'suspension' | null>(null);
  const change = useBrandActionMutation();
  const close = (open: boolean) => setDialog(open ? dialog : null);

  const run = (action: Action) =>
    change.mutate(
      { id: brand.id, action },
      {
        onSuccess: () => {
          setDialog(null);
          toast({ title: done[action], variant: 'success' });
        },
        onError: (error) => {
          setDialog(null);
          toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
        },
      },
    );

  return (
    <li className="grid gap-3 px-4 py-3 sm:px-5" aria-label={brand.name}>
      <div className="flex items-center gap-3">
        <Avatar src={brand.logoUrl} size={44} className="shrink-0" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex flex-wrap items-center gap-1.5 font-medium">
            <span className="truncate">{brand.name}</span>
            {brand.verified ? <VerifiedBadge /> : null}
            {brand.suspended ? (
              <span className="rounded-full bg-destructive/12 px-2 py-0.5 text-xs font-semibold text-destructive">
                {t.badgeSuspended}
              </span>
            ) : null}
          </span>
          <span className="truncate text-sm text-fg-muted">
            {brand.category} · @{brand.id}
          </span>
          <span className="text-xs text-fg-muted">
            {t.followers(brand.followersText)} · {t.owners(brand.owners)}
          </span>
        </div>
        <label className="flex shrink-0 items-center gap-2 text-xs font-medium text-fg-muted">
          <span className="hidden sm:inline">{t.badgeVerified}</span>
          <Switch
            checked={brand.verified}
            disabled={change.isPending}
            aria-label={t.verifyOf(brand.name)}
            onCheckedChange={(on) => run(on ? 'verify' : 'unverify')}
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-14">
        <Button variant="outline" size="sm" aria-label={t.editOf(brand.name)} onClick={() => setDialog('edit')}>
          <Pencil aria-hidden="true" />
          {t.edit}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t.inviteOwnerOf(brand.name)}
          onClick={() => setDialog('invite')}
        >
          <UserPlus aria-hidden="true" />
          {t.inviteOwner}
        </Button>
        <Button
          variant={brand.suspended ? 'outline' : 'ghost'}
          size="sm"
          className={brand.suspended ? 'ml-auto' : 'ml-auto text-destructive hover:bg-destructive/10'}
          aria-label={brand.suspended ? t.reinstateOf(brand.name) : t.suspendOf(brand.name)}
          onClick={() => setDialog('suspension')}
        >
          {brand.suspended ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
          {brand.suspended ? t.reinstate : t.suspend}
        </Button>
      </div>
      {dialog === 'edit' ? <BrandFormDialog brand={brand} open onOpenChange={close} /> : null}
      {dialog === 'invite' ? <InviteOwnerDialog brand={brand} open onOpenChange={close} /> : null}
      <ConfirmDialog
        open={dialog === 'suspension'}
        onOpenChange={close}
        title={brand.suspended ? t.reinstateTitle(brand.name) : t.suspendTitle(brand.name)}
        description={brand.suspended ? t.reinstateDescription : t.suspendDescription}
        confirmLabel={brand.suspended ? t.reinstate : t.suspend}
        pending={change.isPending}
        onConfirm={() => run(brand.suspended ? 'reinstate' : 'suspend')}
      />
    </li>
  );
}
