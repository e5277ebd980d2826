import { ADMIN_SEARCH_MAX } from '@shared/admin-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { SearchField, SearchResults, useSearchText } from '@client/ui/search-list';
import { MemberRow } from './MemberRow';
import { useAdminMembers } from './use-admin';

const t = ptBR.admin;

export function MembersPanel() {
  const search = useSearchText();
  const members = useAdminMembers(search.query);
  const rows = members.data?.pages.flatMap((p) => p.members) ?? [];

  return (
    <div className="grid gap-3">
      <SearchField copy={t} search={search} maxLength={ADMIN_SEARCH_MAX} />
      <SearchResults list={members} rows={rows} label={t.tabMembers} empty={t.empty}>
        {(m) => <MemberRow key={m.id} member={m} />}
      </SearchResults>
    </div>
  );
}
