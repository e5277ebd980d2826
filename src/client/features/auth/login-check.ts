import type { LoginInput } from '@shared/auth';
import { ptBR } from '@shared/i18n/pt-BR';

const v = ptBR.validation;

/*
 * The login form's own check, without zod: the login screen is the first thing a visitor loads, and
 * zod would be most of its JavaScript. It only catches what is plainly wrong (an empty field, an
 * address without '@'); the server's schema stays the judge, and its field errors reach the form.
 */
export function checkLogin(values: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  const email = values.email.trim();
  if (email.length === 0 || email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) errors.email = v.emailInvalid;
  if (values.password.length === 0) errors.password = v.passwordRequired;
  return errors;
}
