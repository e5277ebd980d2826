import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';

const m = ptBR.schemaErrors;

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** A pt-BR message for a check whose schema set none (a message written on the schema always wins). */
export function schemaErrorMessage(issue: Issue): string {
  const limit = (v: unknown) => Number(v);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return m.required;
      return issue.expected === 'int' ? m.integer : m.invalidType;
    case 'invalid_value':
    case 'invalid_union':
      return m.invalidOption;
    case 'unrecognized_keys':
      return m.unknownField;
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      if (issue.format === 'url') return m.url;
      return m.invalidFormat;
    case 'too_big':
      if (issue.origin === 'string') return m.tooLongText(limit(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooManyItems(limit(issue.maximum));
      return m.tooBig(limit(issue.maximum));
    case 'too_small':
      if (issue.origin === 'string')
        return limit(issue.minimum) <= 1 ? m.required : m.tooShortText(limit(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooFewItems(limit(issue.minimum));
      return m.tooSmall(limit(issue.minimum));
    case 'not_multiple_of':
      return m.integer;
    default:
      return ptBR.validation.invalidInput;
  }
}

/** Makes every zod message pt-BR, on the server's validation and in the client's forms alike. */
export function configureSchemaMessages(): void {
  z.config({ customError: schemaErrorMessage });
}
