import { Ban, Flag, VolumeX, Volume2, ShieldOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ModerationTargetKind } from '@shared/moderation';
import { ptBR } from '@shared/i18n/pt-BR';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { DropdownMenuItem } from '@client/ui/dropdown-menu';
import { useMember } from '@client/features/auth/use-session';
import { ReportDialog } from './ReportDialog';
import { useBlockAndMute, type SafetyAuthor } from './use-block-and-mute';

export type { SafetyAuthor };

const t = ptBR.safetyScreens;

export interface SafetyTarget {
  /** What 'Denunciar' reports; null offers no report (one's own content). */
  report: { kind: ModerationTargetKind; id: string } | null;
  /** The account behind it; null when it is the viewer's own. */
  author: SafetyAuthor | null;
  /** Known on a profile or a brand's page; content menus offer the first step only. */
  blockedByMe?: boolean;
  mutedByMe?: boolean;
  /** The viewer manages this brand: its team may block the commenter from the brand. */
  manageBrandId?: string | null;
}

export interface SafetyOptions {
  /** Opened from the full-screen story viewer: the dialogs show above it. */
  overViewer?: boolean;
  /** A dialog opens or closes (the story viewer pauses meanwhile). */
  onBusy?: (busy: boolean) => void;
  /** The author was blocked or muted: a screen showing only their content closes. */
  onGone?: () => void;
}

type Open = 'report' | 'block' | 'brandBlock' | null;

/**
 * The safety part of a menu: 'Denunciar', 'Bloquear' / 'Desbloquear', 'Silenciar' / 'Deixar de
 * silenciar' and, for a brand's team, 'Bloquear da marca'. `items` go inside a dropdown; `dialogs`
 * are rendered beside it, since a menu closes when one of its items is chosen.
 */
export function useSafetyActions(target: SafetyTarget, options: SafetyOptions = {}) {
  const { overViewer = false, onBusy, onGone } = options;
  const [open, setOpenState] = useState<Open>(null);
  const setOpen = (next: Open) => {
    setOpenState(next);
    onBusy?.(next !== null);
  };
  // Nobody reports, mutes or blocks themselves: their own comments and profile offer none of it.
  const me = useMember();
  const own = target.author?.kind === 'member' && target.author.id === me?.id;
  const author = own ? null : target.author;
  const report = own ? null : target.report;
  const actions = useBlockAndMute(author, onGone);
  const member = author?.kind === 'member' ? author : null;
  const brandId = member ? (target.manageBrandId ?? null) : null;

  const items: ReactNode[] = [];
  if (report) {
    items.push(
      <DropdownMenuItem key="report" onSelect={() => setOpen('report')}>
        <Flag aria-hidden="true" />
        {t.report}
      </DropdownMenuItem>,
    );
  }
  if (author) {
    items.push(
      <DropdownMenuItem key="mute" onSelect={() => actions.setMute(!target.mutedByMe)}>
        {target.mutedByMe ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
        {target.mutedByMe ? t.unmute : t.mute}
      </DropdownMenuItem>,
    );
  }
  if (member) {
    items.push(
      target.blockedByMe ? (
        <DropdownMenuItem key="block" onSelect={() => actions.setBlock(false)}>
          <ShieldOff aria-hidden="true" />
          {t.unblock}
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem
          key="block"
          onSelect={() => setOpen('block')}
          className="text-destructive [&_svg]:text-destructive"
        >
          <Ban aria-hidden="true" />
          {t.block}
        </DropdownMenuItem>
      ),
    );
  }
  if (member && brandId) {
    items.push(
      <DropdownMenuItem
        key="brand-block"
        onSelect={() => setOpen('brandBlock')}
        className="text-destructive [&_svg]:text-destructive"
      >
        <Ban aria-hidden="true" />
        {t.blockFromBrand}
      </DropdownMenuItem>,
    );
  }

  const close = (next: boolean) => !next && setOpen(null);
  const dialogs = (
    <>
      {report && open === 'report' ? (
        <ReportDialog
          target={report}
          author={author}
          overViewer={overViewer}
          onClose={() => setOpen(null)}
          onGone={onGone}
        />
      ) : null}
      {member ? (
        <ConfirmDialog
          open={open === 'block' || open === 'brandBlock'}
          onOpenChange={close}
          overViewer={overViewer}
          title={open === 'brandBlock' ? t.brandBlockTitle(member.name) : t.blockTitle(member.name)}
          description={open === 'brandBlock' ? t.brandBlockExplain : t.blockExplain}
          confirmLabel={open === 'brandBlock' ? t.blockFromBrand : t.block}
          pending={actions.blockPending}
          onConfirm={() =>
            actions.setBlock(true, open === 'brandBlock' && brandId ? brandId : undefined, () => setOpen(null))
          }
        />
      ) : null}
    </>
  );
  return { items, dialogs };
}
