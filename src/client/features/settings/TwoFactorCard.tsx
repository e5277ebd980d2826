import { Copy, KeyRound, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { TwoFactorSetup } from '@shared/settings';
import { QueryError } from '@client/ui/query-error';
import { errorMessage, isApiError } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { TextField } from '@client/ui/text-field';
import { toast, toastError } from '@client/ui/use-toast';
import { Dialog } from '@client/ui/dialog';
import { IconHeading } from '@client/ui/icon-tile';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import {
  useRecoveryCodesMutation,
  useTwoFactorDisableMutation,
  useTwoFactorEnableMutation,
  useTwoFactorQuery,
  useTwoFactorSetupMutation,
} from './use-security';

const t = ptBR.security;

export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-fg-muted">{t.recoveryCodesHint}</p>
      <ul
        aria-label={t.recoveryCodes}
        className="grid grid-cols-2 gap-2 rounded-xl bg-surface-muted p-3 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() =>
          void navigator.clipboard?.writeText(codes.join('\n')).then(
            () => toast({ title: t.codesCopied, variant: 'success' }),
            () => undefined,
          )
        }
      >
        <Copy aria-hidden="true" />
        {t.copyCodes}
      </Button>
    </div>
  );
}

function SetupDialog({
  setup,
  open,
  onOpenChange,
}: {
  setup: TwoFactorSetup | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const enable = useTwoFactorEnableMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setCode('');
      setError(undefined);
      setCodes(null);
      enable.reset();
    }
    onOpenChange(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t.codeRequired);
      return;
    }
    enable.mutate(
      { code: code.trim() },
      {
        onSuccess: (data) => {
          setCodes(data?.recoveryCodes ?? []);
          toast({ title: t.twoFactorEnabled, variant: 'success' });
        },
        onError: (err) => (isApiError(err, 400) ? setError(errorMessage(err)) : toastError(err)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={codes ? t.recoveryCodes : t.enableTwoFactor}
      description={codes ? undefined : t.scanQr}
    >
      {codes ? (
        <div className="grid gap-4">
          <RecoveryCodes codes={codes} />
          <Button variant="brand" onClick={() => close(false)}>
            {ptBR.common.close}
          </Button>
        </div>
      ) : setup ? (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <img
            src={setup.qrCodeDataUrl}
            alt={t.qrAlt}
            width={240}
            height={240}
            className="mx-auto size-48 rounded-xl bg-white p-2 sm:size-56"
          />
          <div className="grid gap-1 text-sm">
            <span className="text-fg-muted">{t.manualKey}</span>
            <code
              data-testid="totp-secret"
              className="rounded-lg bg-surface-muted px-3 py-2 font-mono text-xs break-all select-all"
            >
              {setup.secret}
            </code>
          </div>
          <TextField
            label={t.enterCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ''));
              setError(undefined);
            }}
            error={error}
          />
          <BusyButton type="submit" variant="brand" busy={enable.isPending}>
            {t.confirmEnable}
          </BusyButton>
        </form>
      ) : (
        <Skeleton className="mx-auto size-48" />
      )}
    </Dialog>
  );
}

export function TwoFactorCard() {
  const status = useTwoFactorQuery();
  const setup = useTwoFactorSetupMutation();
  const disable = useTwoFactorDisableMutation();
  const regenerate = useRecoveryCodesMutation();
  const [setupOpen, setSetupOpen] = useState(false);
  const [asking, setAsking] = useState<'disable' | 'codes' | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  const start = () => {
    setSetupOpen(true);
    setup.mutate(undefined, { onError: (e) => (setSetupOpen(false), toastError(e)) });
  };

  return (
    <Card className="p-4 sm:p-5">
      <IconHeading icon={ShieldCheck} title={t.twoFactor} description={t.twoFactorDescription} />
      {status.isError ? (
        <QueryError className="mt-3" error={status.error} onRetry={() => void status.refetch()} />
      ) : !status.data ? (
        <Skeleton className="mt-4 h-10 w-40" />
      ) : status.data.enabled ? (
        <div className="mt-4 grid gap-3">
          <p className="text-sm">
            <span className="rounded-full bg-success/15 px-2 py-0.5 font-semibold text-success">{t.twoFactorOn}</span>{' '}
            <span className="text-fg-muted">{t.recoveryCodesLeft(status.data.recoveryCodesLeft)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setAsking('codes')}>
              <KeyRound aria-hidden="true" />
              {t.regenerateCodes}
            </Button>
            <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setAsking('disable')}>
              {t.disableTwoFactor}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex items-center gap-3">
          <span className="rounded-full bg-fg/10 px-2 py-0.5 text-sm font-semibold text-fg-muted">
            {t.twoFactorOff}
          </span>
          <Button variant="brand" size="sm" onClick={start}>
            {t.enableTwoFactor}
          </Button>
        </div>
      )}
      <SetupDialog setup={setup.data ?? null} open={setupOpen} onOpenChange={setSetupOpen} />
      <PasswordConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => !o && setAsking(null)}
        title={asking === 'disable' ? t.disableTwoFactor : t.regenerateCodes}
        confirmLabel={asking === 'disable' ? t.disableTwoFactor : t.regenerateCodes}
        destructive={asking === 'disable'}
        pending={disable.isPending || regenerate.isPending}
        onConfirm={async (password) => {
          if (asking === 'disable') {
            await disable.mutateAsync({ password });
            toast({ title: t.twoFactorDisabled, variant: 'success' });
          } else {
            const data = await regenerate.mutateAsync({ password });
            setNewCodes(data?.recoveryCodes ?? []);
          }
          setAsking(null);
        }}
      />
      <Dialog open={newCodes !== null} onOpenChange={(o) => !o && setNewCodes(null)} title={t.recoveryCodes}>
        {newCodes ? <RecoveryCodes codes={newCodes} /> : null}
      </Dialog>
    </Card>
  );
}
