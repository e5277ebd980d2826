import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface SideSheetProps {
  /** Open while there is something to show in it (a reel's comments, a follow list). */
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A list beside the page: a sheet from the bottom on phones, a panel from the right on larger screens. */
export function SideSheet({ open, onClose, title, className, children }: SideSheetProps) {
  return (
    <Dialog
      variant="side"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      // Opened by state, with no trigger: focus goes back to what opened it.
      restoreFocus
      className={className}
      title={title}
    >
      {children}
    </Dialog>
  );
}
