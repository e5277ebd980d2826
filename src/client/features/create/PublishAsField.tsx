import { teamPaths } from '@shared/api-paths';
import { teamCan } from '@shared/brand-roles';
import type { StudioBrands } from '@shared/teams';
import { ptBR } from '@shared/i18n/pt-BR';
import { Field } from '@client/ui/field';
import { useApiQuery } from '@client/lib/use-api-query';
import { studioKeys } from '@client/features/studio/use-studio';

const t = ptBR.publishAs;

/** The brands whose team lets the member publish (editor or owner), from the studio's own list. */
export function usePublishableBrands() {
  return useApiQuery(studioKeys.brands(), teamPaths.brands, {
    select: (data: StudioBrands) => data.brands.filter((b) => teamCan(b.role, 'publish')),
    staleTime: 60_000,
  });
}

interface PublishAsFieldProps {
  /** The brand chosen, or '' for the member themself. */
  value: string;
  onChange: (brandId: string) => void;
  disabled?: boolean;
}

/**
 * 'Publicar como': the member or one of the brands they publish for. Shown only to members with such
 * a team role; the server checks the role again on every upload.
 */
export function PublishAsField({ value, onChange, disabled }: PublishAsFieldProps) {
  const brands = usePublishableBrands();
  if (!brands.data?.length) return null;
  return (
    <Field label={t.label} hint={t.hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-full rounded-xl border border-border bg-surface-muted px-3 text-base text-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
        >
          <option value="">{t.me}</option>
          {brands.data.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
