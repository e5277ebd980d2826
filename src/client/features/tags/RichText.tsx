import { Fragment, useMemo, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { richTextSegments } from '@shared/tag-rules';
import { cn } from '@client/lib/cn';
import { useResolveMention } from './use-tags';

const linkClass = 'font-semibold text-accent-fg hover:underline focus-visible:underline';

/** Where a tag's page is: the tag as written ('#Verão' → /tag/Verão); the server folds it. */
export const tagHref = (written: string) => `/tag/${encodeURIComponent(written.replace(/^#/u, ''))}`;

/**
 * '@Nome' leads to the member's page (/u/{id}). Members have no handle, only a name, so the name is
 * looked up on click; the link itself is the search for that name, which also stands in when
 * nobody or several members have it (and for a new tab).
 */
function MentionLink({ name, text, className }: { name: string; text: string; className: string }) {
  const resolve = useResolveMention();
  const navigate = useNavigate();
  const search = `/search?q=${encodeURIComponent(name)}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    resolve(name)
      .then(({ memberId }) => navigate(memberId ? `/u/${encodeURIComponent(memberId)}` : search))
      .catch(() => navigate(search));
  };
  return (
    <Link to={search} onClick={onClick} className={className} data-mention={name}>
      {text}
    </Link>
  );
}

/**
 * A post, reel or comment text with its '#tags' and '@mentions' as links. Text is only ever
 * rendered as text: no HTML from what members wrote.
 */
export function RichText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  const segments = useMemo(() => richTextSegments(text), [text]);
  const className = cn(linkClass, linkClassName);
  return (
    <>
      {segments.map((s, i) =>
        s.kind === 'text' ? (
          <Fragment key={i}>{s.text}</Fragment>
        ) : s.kind === 'tag' ? (
          <Link key={i} to={tagHref(s.text)} className={className}>
            {s.text}
          </Link>
        ) : (
          <MentionLink key={i} name={s.name} text={s.text} className={className} />
        ),
      )}
    </>
  );
}
