import { errorMessage, isApiError } from '@client/lib/api';
import { TextField } from './text-field';

interface InviteEmailFieldProps {
  label: string;
  value: string;
  onChange: (email: string) => void;
  error: string | undefined;
}

/** The email of someone being invited to a brand's team; never filled in from the browser's memory. */
export function InviteEmailField({ label, value, onChange, error }: InviteEmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
}

/** Why an invitation was refused: the server's word on the email when it has one, else its message. */
export function inviteProblem(error: unknown): string {
  return (isApiError(error) ? error.fields?.email : undefined) ?? errorMessage(error);
}
