import { Bot, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import type { useBrandBot } from './use-brandbot';

const b = ptBR.brandBot;

/** The open conversation: messages, the last answer's chips, and the question field. */
export function ChatPanel({ bot }: { bot: ReturnType<typeof useBrandBot> }) {
  const [text, setText] = useState('');
  const log = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [bot.messages.length, bot.typing]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    bot.send(text);
    setText('');
  };

  const last = bot.messages[bot.messages.length - 1];
  return (
    <section
      role="dialog"
      aria-label={b.name}
      className="flex max-h-[min(32rem,calc(100dvh-9rem))] w-[min(22rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-3xl border border-border bg-surface-strong text-fg shadow-2xl"
    >
      <header className="flex items-center gap-3 bg-brand-gradient px-4 py-3 text-white">
        <span className="grid size-9 place-items-center rounded-full bg-white/20">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="grid flex-1">
          <span className="font-semibold">{b.name}</span>
          <span className="flex items-center gap-1.5 text-xs text-white/85">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-300" />
            {b.online}
          </span>
        </div>
        <button
          type="button"
          onClick={bot.closeChat}
          aria-label={b.close}
          className="grid size-9 place-items-center rounded-xl hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div role="log" aria-live="polite" aria-label={b.name} className="min-h-0 flex-1 overflow-y-auto p-3">
        <ol ref={log} className="flex flex-col gap-2">
          {bot.messages.map((m) => (
            <li
              key={m.id}
              className={cn('grid max-w-[85%] gap-2', m.from === 'member' ? 'justify-self-end' : 'justify-self-start')}
            >
              <p
                className={cn(
                  'rounded-2xl px-3 py-2 text-sm whitespace-pre-line',
                  m.from === 'member' ? 'rounded-br-md bg-primary text-primary-fg' : 'rounded-bl-md bg-surface-muted',
                )}
              >
                <span className="sr-only">{m.from === 'member' ? 'Você: ' : `${b.name}: `}</span>
                {m.text}
              </p>
              {m.link ? (
                <Link
                  to={m.link.to}
                  onClick={bot.closeChat}
                  className="justify-self-start text-sm font-semibold text-accent-fg underline-offset-4 hover:underline"
                >
                  {m.link.label} →
                </Link>
              ) : null}
            </li>
          ))}
          {bot.typing ? (
            <li
              className="justify-self-start rounded-2xl rounded-bl-md bg-surface-muted px-3 py-2 text-sm text-fg-muted"
              aria-label={b.typing}
            >
              <span aria-hidden="true" className="inline-flex gap-1">
                <span className="size-1.5 animate-bounce rounded-full bg-current" />
                <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:120ms]" />
                <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:240ms]" />
              </span>
            </li>
          ) : null}
        </ol>
      </div>
      {last?.from === 'bot' && last.chips?.length && !bot.typing ? (
        <div className="flex flex-wrap gap-1.5 border-t border-border px-3 py-2">
          {last.chips.map((chip) => (
            <button
              key={chip.topic}
              type="button"
              onClick={() => bot.send(chip.label)}
              className="rounded-full border border-primary/40 bg-primary/8 px-3 py-1 text-xs font-medium text-accent-fg hover:bg-primary/15"
            >
              {chip.label}
            </button>
          ))}
        </div>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-border p-2">
        <input
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={bot.markEngaged}
          placeholder={b.placeholder}
          aria-label={b.placeholder}
          maxLength={300}
          className="h-10 min-w-0 flex-1 rounded-xl border border-border bg-surface-muted px-3 text-sm outline-none focus-visible:border-primary"
        />
        <button
          type="submit"
          aria-label={b.send}
          disabled={!text.trim()}
          className="grid size-10 place-items-center rounded-xl bg-primary text-primary-fg disabled:opacity-50"
        >
          <Send aria-hidden="true" className="size-4" />
        </button>
      </form>
    </section>
  );
}
