export interface TwoFactorTable {
  user_id: string;
  /** The TOTP secret, sealed with the server secret (AES-256-GCM); set once 2FA is on. */
  secret: string | null;
  /** A secret shown as a QR code and not yet confirmed with a code. */
  pending_secret: string | null;
  enabled_at: number | null;
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  last_step: number;
  updated_at: number;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  /** Keyed hash of the code; the code itself is shown once and never stored. */
  code_hash: string;
  used_at: number | null;
  created_at: number;
}
