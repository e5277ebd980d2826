import { ptBR } from '@shared/i18n/pt-BR';

/** How much of an upload has left the device, for any upload form. */
export function UploadProgress({
  fraction,
  label = ptBR.videoMedia.uploadProgressLabel,
}: {
  fraction: number;
  label?: string;
}) {
  const pct = Math.round(fraction * 100);
  return (
    <div className="grid gap-1.5">
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
          style={{ width: `${Math.max(3, pct)}%` }}
        />
      </div>
      <p className="text-xs text-fg-muted tabular-nums" aria-hidden="true">
        {ptBR.videoMedia.uploadProgress(pct)}
      </p>
    </div>
  );
}
