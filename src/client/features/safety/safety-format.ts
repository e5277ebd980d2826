const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' });

/** A day as the safety lists show it ('26 de nov. de 2026'), from epoch milliseconds or an ISO text. */
export function shortDate(value: number | string): string {
  return dateFormat.format(new Date(value));
}

/** The machine-readable form of the same instant, for `<time dateTime>`. */
export function isoDate(value: number | string): string {
  return new Date(value).toISOString();
}
