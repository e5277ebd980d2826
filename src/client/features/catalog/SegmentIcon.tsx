import {
  Bike,
  Car,
  Clapperboard,
  Cpu,
  Film,
  FlaskConical,
  Hash,
  Music,
  Palette,
  Shirt,
  Trophy,
  Tv,
  Utensils,
  type LucideIcon,
} from 'lucide-react';

// A fixed map rather than lucide's dynamic loader keeps the bundle to the dozen icons in use.
const icons: Record<string, LucideIcon> = {
  bike: Bike,
  car: Car,
  clapperboard: Clapperboard,
  cpu: Cpu,
  film: Film,
  'flask-conical': FlaskConical,
  music: Music,
  palette: Palette,
  shirt: Shirt,
  trophy: Trophy,
  tv: Tv,
  utensils: Utensils,
};

export function SegmentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Hash;
  return <Icon aria-hidden="true" className={className} />;
}
