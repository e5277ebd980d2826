// Hashtags and mentions as text rules, apart from the schemas (zod): a post card needs only these.
import { MENTION_NAME_SOURCE } from './post-rules';
import { foldSearchText } from './search-rules';

/** A hashtag's longest body, in characters (without '#'); a longer run is plain text. */
export const TAG_MAX = 50;
/** Tags recorded for one text; the rest are still shown as links but not listed. */
export const TAGS_PER_TEXT_MAX = 30;

const TAG_BODY = String.raw`[\p{L}\p{M}\p{N}_]+`;
/*
 * '#' starts a tag only after a space, punctuation or the start of the text: not inside a word,
 * a URL's fragment ('/#top'), an HTML entity ('&#39;') or a run of '#'.
 */
const RICH = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}_&#/])#(${TAG_BODY})|@(${MENTION_NAME_SOURCE})`, 'gu');
const HAS_LETTER = /\p{L}/u;
const TAG_ONLY = new RegExp(String.raw`^${TAG_BODY}$`, 'u');

/** Whether `body` (without '#') is a hashtag: letters, accents, digits, underscore, at least one letter. */
export function isTagBody(body: string): boolean {
  return TAG_ONLY.test(body) && HAS_LETTER.test(body) && [...body].length <= TAG_MAX;
}

/**
 * The key a tag is stored and looked up by: lower case, accents dropped, as the search compares
 * text ('#Café' and '#cafe' are one tag).
 */
export function tagKey(body: string): string {
  return foldSearchText(body.normalize('NFC'));
}

export type RichSegment =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; text: string; tag: string }
  | { kind: 'mention'; text: string; name: string };

/**
 * A post, reel or comment text cut into plain text, '#tags' and '@mentions', in order; joined
 * back, the segments are the text again. Mentions are read as the server reads them to notify
 * (shared/posts.ts), so what is set off as a mention is what notified someone.
 */
export function richTextSegments(text: string): RichSegment[] {
  const out: RichSegment[] = [];
  const push = (s: RichSegment) => {
    const last = out[out.length - 1];
    if (s.kind === 'text' && last?.kind === 'text') last.text += s.text;
    else if (s.text) out.push(s);
  };
  let at = 0;
  for (const m of text.matchAll(RICH)) {
    push({ kind: 'text', text: text.slice(at, m.index) });
    at = m.index + m[0].length;
    const [whole, tag, mention] = m;
    if (tag !== undefined) {
      push(isTagBody(tag) ? { kind: 'tag', text: whole, tag: tagKey(tag) } : { kind: 'text', text: whole });
      continue;
    }
    const name = (mention ?? '').replace(/[.,'-]+$/u, '');
    if (!name) push({ kind: 'text', text: whole });
    else {
      push({ kind: 'mention', text: `@${name}`, name });
      push({ kind: 'text', text: whole.slice(name.length + 1) });
    }
  }
  push({ kind: 'text', text: text.slice(at) });
  return out;
}

/** The distinct tag keys of a text, in order of first use, at most TAGS_PER_TEXT_MAX. */
export function extractTags(text: string): string[] {
  const tags = new Set<string>();
  for (const s of richTextSegments(text)) {
    if (s.kind === 'tag') tags.add(s.tag);
    if (tags.size === TAGS_PER_TEXT_MAX) break;
  }
  return [...tags];
}

export const tagSorts = ['recent', 'top'] as const;
export type TagSort = (typeof tagSorts)[number];
