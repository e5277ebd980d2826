import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cn } from '@client/lib/cn';

/** Product HTML comes from the store service: it is sanitised before it reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string | undefined }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      className={cn(
        'grid gap-2 text-sm leading-relaxed [&_a]:text-accent-fg [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
