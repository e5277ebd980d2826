import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@client/lib/api';
import { toastError } from '@client/ui/use-toast';

/**
 * Shows a failed auth request: field messages from the server go next to their inputs,
 * anything else becomes a toast with the server's pt-BR message.
 */
export function reportAuthError<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (isApiError(error) && error.fields) {
    let shown = false;
    for (const [name, message] of Object.entries(error.fields)) {
      if ((fieldNames as readonly string[]).includes(name)) {
        setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (shown) return;
  }
  toastError(error);
}
