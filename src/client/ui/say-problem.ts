import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { toast } from './use-toast';

/** Says what went wrong inside the dialog as well as in a toast: a modal dialog hides the toast region from screen readers. */
export function sayProblem(show: (message: string) => void, title: string, description: string) {
  show(`${title}: ${description}`);
  toast({ title, description, variant: 'destructive' });
}

/** A refused upload: the server's word on the file's real type, or whatever else it said. */
export function sayUploadFailure(show: (message: string) => void, error: unknown) {
  if (isApiError(error) && error.code === 'invalid_file_type') {
    sayProblem(show, ptBR.media.invalidFile.title, ptBR.media.invalidFile.description);
  } else {
    sayProblem(show, ptBR.common.error, errorMessage(error));
  }
}
