const numberFormat = new Intl.NumberFormat('pt-BR');

/** Counts shown in thousands as the spec asks: '12 mil', or '12,3 mil' with one decimal. */
export function formatThousands(n: number, decimals: 0 | 1 = 0): string {
  if (Math.abs(n) < 1000) return numberFormat.format(n);
  if (Math.abs(n) >= 1_000_000) {
    const m = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: decimals }).format(n / 1_000_000);
    return `${m} mi`;
  }
  const k = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: decimals }).format(n / 1000);
  return `${k} mil`;
}

export function formatCount(n: number): string {
  return numberFormat.format(n);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** Money in BRL from cents: 'R$ 59,90'. */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

const rtf = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
/** Relative time in pt-BR; anything under a minute is 'agora' as in the spec. Older than a week, a date in `timeZone`. */
export function formatRelative(date: Date | string | number, now: number = Date.now(), timeZone?: string): string {
  const t = typeof date === 'number' ? date : new Date(date).getTime();
  const seconds = Math.round((t - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'agora';
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 86400 * 7) return rtf.format(Math.round(seconds / 86400), 'day');
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(t);
}

/** Initials of a name for generated avatars: 'Ana Souza' → 'AS'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}
