/** One searchable thing, written only by the triggers of migration 005. */
export interface SearchDocsTable {
  id: number;
  kind: string;
  ref_id: string;
  document: string;
}
