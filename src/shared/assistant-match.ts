/** Lower case, no accents, words separated by single spaces: 'Você já SACOU?' → 'voce ja sacou'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a message, normalised. */
export function wordsOf(message: string): string[] {
  return normalizeText(message).split(' ').filter(Boolean);
}

/** Whether two words are at most one edit apart (a letter changed, added, dropped or two swapped). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    // Two neighbouring letters swapped: 'pedio' for 'pedido' is a drop, 'peddio' a swap.
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1);
}

/**
 * A keyword's word matches a typed word when equal; a keyword word of 4+ letters also matches its
 * longer forms ('pedido' → 'pedidos') and, from 5 letters, a typo one edit away ('rastrar').
 */
export function wordMatches(keywordWord: string, word: string): boolean {
  if (keywordWord === word) return true;
  if (keywordWord.length >= 4 && word.startsWith(keywordWord)) return true;
  return keywordWord.length >= 5 && word.length >= 4 && oneEditApart(keywordWord, word);
}

/** How many words of `keyword` appear in a row in `words`: a phrase counts more than a single word. */
export function phraseScore(keyword: string, words: readonly string[]): number {
  const parts = keyword.split(' ');
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((part, j) => wordMatches(part, words[i + j]!))) return parts.length;
  }
  return 0;
}

/** The sum of the scores of every keyword found in `words`. */
export function keywordsScore(keywords: readonly string[], words: readonly string[]): number {
  let score = 0;
  for (const keyword of keywords) score += phraseScore(keyword, words);
  return score;
}
