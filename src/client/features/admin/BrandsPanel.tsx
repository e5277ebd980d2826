import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_SEARCH_MAX } from '@shared/admin-rules';
import { adminBrandsText } from '@shared/i18n/pt-BR/admin-brands-text';
import { Button } from '@client/ui/button';
import { SearchField, SearchResults, useSearchText } from '@client/ui/search-list';
import { BrandFormDialog } from './BrandFormDialog';
import { BrandRow } from './BrandRow';
import { useAdminBrands } from './use-admin-brands';

const t = adminBrandsText;

/** The console's brands: every brand, suspended ones too, searched by name; a new one from the dialog. */
export function BrandsPanel() {
  const search = useSearchText();
  const [creating, setCreating] = useState(false);
  const brands = useAdminBrands(search.query);
  const rows = brands.data?.pages.flatMap((p) => p.brands) ?? [];

  return (
    <div className="grid gap-3">
      <div className="flex gap-2">
        <SearchField copy={t} search={search} maxLength={ADMIN_SEARCH_MAX} className="flex-1" />
        <Button variant="brand" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t.create}
        </Button>
      </div>
      <SearchResults list={brands} rows={rows} label={t.tab} empty={t.empty}>
        {(b) => <BrandRow key={b.id} brand={b} />}
      </SearchResults>
      <BrandFormDialog brand={null} open={creating} onOpenChange={setCreating} />
    </div>
  );
}
