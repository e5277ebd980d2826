import { ptBR } from '@shared/i18n/pt-BR';

/** How much of an upload has left the device; `caption` writes the percentage under the bar. */
export function UploadProgress({
  fraction,
  label = ptBR.videoMedia.uploadProgressLabel,
  caption = false,
}: {
  fraction: number;
  label?: string;
  caption?: boolean;
}) {
  const pct = Math.round(fraction * 100);
  const bar = (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={ptBR.videoMedia.uploadProgress(pct)}
      className="h-2 overflow-hidden rounded-full bg-surface-muted"
    >
      <div
        className="h-full bg-brand-gradient transition-[width] duration-200"
        style={{ width: `${Math.max(4, pct)}%` }}
      />
    </div>
  );
  if (!caption) return bar;
  return (
    <div className="grid gap-1.5">
      {bar}
      <p className="text-xs text-fg-muted tabular-nums" aria-hidden="true">
        {ptBR.videoMedia.uploadProgress(pct)}
      </p>
    </div>
  );
}
