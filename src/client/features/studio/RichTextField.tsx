import DOMPurify from 'dompurify';
import { Bold, Italic, List } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { studioProductsText } from '@shared/i18n/pt-BR/studio-products-text';
import { mutedControl } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Label } from '@client/ui/label';
import { cn } from '@client/lib/cn';

const t = studioProductsText;

/**
 * A small rich-text box: bold, italic and lists over an editable area. The browser's editing
 * commands write the HTML; the server keeps only the formatting tags and links (shared/rich-text.ts).
 */
export function RichTextField({
  label,
  initial,
  onChange,
  error,
}: {
  label: string;
  initial: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(initial);

  useEffect(() => {
    if (box.current) box.current.innerHTML = DOMPurify.sanitize(first.current, { USE_PROFILES: { html: true } });
  }, []);

  const command = (name: 'bold' | 'italic' | 'insertUnorderedList') => {
    box.current?.focus();
    // execCommand is deprecated but still the one editing API every browser ships for contenteditable.
    document.execCommand(name);
    onChange(box.current?.innerHTML ?? '');
  };

  return (
    <div className="grid gap-1.5">
      <Label id={`${id}-label`}>{label}</Label>
      <div role="toolbar" aria-label={label} className="flex gap-1">
        {(
          [
            ['bold', t.bold, Bold],
            ['italic', t.italic, Italic],
            ['insertUnorderedList', t.bulletList, List],
          ] as const
        ).map(([name, text, Icon]) => (
          <Button
            key={name}
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={text}
            title={text}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => command(name)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
      <div
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        className={cn(mutedControl, 'min-h-28 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5')}
      />
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
