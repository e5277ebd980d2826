/*
 * The rich text a brand writes for a product: a few formatting tags and links, nothing that runs.
 * Written without a DOM so the server can apply it before saving (the storefront API hands the
 * description to other clients as HTML). The output is rebuilt token by token, never copied: any
 * `<` that does not start an allowed tag becomes text, and only `href` on links survives.
 */

const ALLOWED = new Set([
  'p',
  'div',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
]);
const VOID = new Set(['br']);
/** Elements whose content is not text a reader should see: dropped with everything inside. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/y;
const SAFE_HREF = /^(?:https?:\/\/|mailto:)[^\s"'<>`\\]+$/i;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function safeHref(attrs: string): string | null {
  for (const m of attrs.matchAll(ATTR)) {
    if (m[1]!.toLowerCase() !== 'href') continue;
    const value = (m[2] ?? m[3] ?? m[4] ?? '').trim().replace(/&amp;/g, '&');
    return SAFE_HREF.test(value) ? value : null;
  }
  return null;
}

/** The description with only formatting tags and http(s)/mailto links left, every tag closed. */
export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '&') {
      const entity = ENTITY.exec(html.slice(i, i + 40));
      out.push(entity ? entity[0] : '&amp;');
      i += entity ? entity[0].length : 1;
      continue;
    }
    if (ch === '>') {
      out.push('&gt;');
      i++;
      continue;
    }
    if (ch !== '<') {
      out.push(ch);
      i++;
      continue;
    }
    COMMENT.lastIndex = i;
    const comment = COMMENT.exec(html);
    if (comment) {
      i += comment[0].length;
      continue;
    }
    TAG.lastIndex = i;
    const tag = TAG.exec(html);
    if (!tag) {
      out.push('&lt;');
      i++;
      continue;
    }
    i += tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (closing) continue;
      const end = html.toLowerCase().indexOf(`</${name}`, i);
      if (end < 0) break;
      const after = html.indexOf('>', end);
      i = after < 0 ? html.length : after + 1;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()!}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(tag[3] ?? '');
      out.push(href ? `<a href="${escapeAttr(href)}" rel="nofollow noopener noreferrer">` : '<a>');
    } else out.push(`<${name}>`);
    open.push(name);
  }
  while (open.length) out.push(`</${open.pop()!}>`);
  return out.join('');
}

/** Whether the description has any text once its tags are set aside (an editor's empty `<p><br></p>` has none). */
export function richTextIsEmpty(html: string): boolean {
  return (
    sanitizeRichText(html)
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
