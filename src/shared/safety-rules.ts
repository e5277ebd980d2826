/**
 * The pure rules of blocks, mutes and hidden words (decision 026), shared by the server, which
 * stores and enforces them, and the client, which folds what a member chose not to see.
 */

export const MAX_HIDDEN_WORD = 40;
export const MAX_HIDDEN_WORDS = 100;

/**
 * A word as it is compared: lower case, without accents, letters and digits only, single spaces.
 * 'Promoção!!' and 'promocao' are the same hidden word.
 */
export function normaliseWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The first of `words` that appears in `text` as whole words (a phrase as consecutive words), or
 * null. 'pix' hides 'Golpe do PIX!' but not 'pixel'.
 */
export function hiddenWordIn(text: string, words: readonly string[]): string | null {
  if (words.length === 0 || !text) return null;
  const haystack = ` ${normaliseWord(text)} `;
  for (const word of words) {
    const needle = normaliseWord(word);
    if (needle && haystack.includes(` ${needle} `)) return word;
  }
  return null;
}
