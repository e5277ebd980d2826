import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';

/*
 * What members may type into texts others read. Letters of every script, accents and emojis are
 * fine; what is refused is invisible: control characters (NUL and the rest of C0/C1), lone UTF-16
 * surrogates (half an emoji, which breaks every encoder downstream) and the bidi embeddings,
 * overrides and isolates that turn a name or a link around on screen ('Trojan Source').
 */

/** C0 but tab, line feed and carriage return; DEL and C1; lone surrogates; U+202A–E and U+2066–9. */
const FORBIDDEN_IN_MULTILINE =
  // eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\u202A-\u202E\u2066-\u2069]/u;

/**
 * A single-line text also refuses tab and line breaks (U+2028/9 too) and the bare direction marks
 * (LRM, RLM, ALM): a name has no use for them and they make two names look alike.
 */
const FORBIDDEN_IN_LINE =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const TEXT_CHARACTERS_MESSAGE = ptBR.validation.controlCharacters;

/** A name or title: one line, none of the invisible characters above. */
export function isDisplayText(text: string): boolean {
  return !FORBIDDEN_IN_LINE.test(text);
}

/** A bio, description, post or comment: line breaks and tabs allowed, nothing else invisible. */
export function isMultilineText(text: string): boolean {
  return !FORBIDDEN_IN_MULTILINE.test(text);
}

/**
 * A name or title field: `base` (usually `z.string(...).trim()`) stored in NFC, so 'José' typed
 * with a combining accent is the same name as 'José', and refused with a clear message when it
 * holds an invisible character. Chain `.min()`/`.max()` after it: lengths count the NFC text.
 */
export function displayText(base: z.ZodString = z.string()): z.ZodString {
  return base.normalize('NFC').refine(isDisplayText, { error: TEXT_CHARACTERS_MESSAGE });
}

/** The multi-line counterpart of displayText, for bios, descriptions, posts and comments. */
export function multilineText(base: z.ZodString = z.string()): z.ZodString {
  return base.normalize('NFC').refine(isMultilineText, { error: TEXT_CHARACTERS_MESSAGE });
}
