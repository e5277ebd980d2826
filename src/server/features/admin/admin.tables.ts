/** One operator action (or a role change from the command line), written with the change itself. */
export interface AuditLogTable {
  id: string;
  /** The operator who acted; null for the command line and the server's configuration. */
  actor_id: string | null;
  via: 'console' | 'command-line' | 'configuration';
  /** What was done, e.g. `member.suspend` (shared/admin-rules.ts lists them). */
  action: string;
  target_type: string;
  target_id: string;
  /** The target's relevant fields before and after, as JSON text. */
  before: string | null;
  after: string | null;
  created_at: number;
}
