import { MoreHorizontal } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@client/ui/dropdown-menu';
import { useSafetyActions, type SafetyOptions, type SafetyTarget } from './use-safety-actions';

const t = ptBR.safetyScreens;

interface SafetyMenuProps extends SafetyOptions {
  target: SafetyTarget;
  /** The trigger's accessible name: whose content or account the menu is about. */
  label?: string;
  /** Over a dark picture (a reel, a story): a white icon on a translucent disc. */
  tone?: 'plain' | 'overlay';
  /** Drawn as the trigger instead of the '…' icon button (a reel's round action). */
  trigger?: ReactNode;
  className?: string;
}

/** A '…' button opening the safety menu of something someone else made: report, mute, block. */
export function SafetyMenu({ target, label, tone = 'plain', trigger, className, onBusy, ...options }: SafetyMenuProps) {
  // The menu closes just after it opens a dialog: busy is whether either is open, said once it settles.
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const busy = menuOpen || dialogOpen;
  useEffect(() => {
    onBusy?.(busy);
  }, [busy, onBusy]);
  const { items, dialogs } = useSafetyActions(target, { ...options, onBusy: setDialogOpen });
  if (items.length === 0) return null;
  return (
    <>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger asChild>
          {trigger ?? (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={label ?? t.menu}
              className={cn(
                tone === 'overlay' && 'text-white hover:bg-white/15 focus-visible:outline-white',
                className,
              )}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className={cn(options.overViewer && 'z-[70]')}>
          {items}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogs}
    </>
  );
}
