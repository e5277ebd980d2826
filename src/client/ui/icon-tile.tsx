import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The tinted square an icon sits in beside a settings row, a wizard step or a card's heading. */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/12 text-accent-fg">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/** A card's heading: its icon tile, the title and a line saying what the card is for. */
export function IconHeading({
  icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <IconTile icon={icon} />
      <div className="grid flex-1 gap-1">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-fg-muted">{description}</p>
      </div>
    </div>
  );
}
