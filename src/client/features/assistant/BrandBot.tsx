import { MessageCircle, X } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { useTuckOnScroll } from '@client/lib/use-tuck-on-scroll';
import { ChatPanel } from './ChatPanel';
import { chatFitsBesideForm } from './placement';
import { useBrandBot } from './use-brandbot';
import { useAssistantActive } from './use-assistant-active';

const b = ptBR.brandBot;

/*
 * Where the button lives, so that it never sits on a control:
 * - pages with the phone's bottom bar: inside the bar's band, whose items leave it room (BottomBar);
 * - desktop: the corner under the right panel, which ends above it (styles.css);
 * - pages without the menus (auth, welcome): the band they keep free at their end, scrolling with them.
 */
function ActiveBrandBot() {
  const { pathname } = useLocation();
  const onAuthPage = pathname === '/auth';
  // Pages without the app's menus keep a free band at their end for it.
  const atPageEnd = onAuthPage || pathname === '/welcome';
  const launcher = useRef<HTMLButtonElement>(null);
  const greetInChat = useCallback(() => chatFitsBesideForm(launcher.current), []);
  const bot = useBrandBot({ onAuthPage, greetInChat });
  // While the member scrolls down, the button steps aside from what it floats over; it stays while
  // the chat is open, and on the auth page, where it sits in room of its own.
  const { tucked, reveal } = useTuckOnScroll(!bot.isOpen && !atPageEnd);

  // Toasts share the bottom-right corner: they rise above the button while it is there (ui/toast.tsx);
  // the bottom bar and the desktop columns make room for it (BottomBar, styles.css).
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-assistant', atPageEnd ? 'page-end' : 'shell');
    return () => root.removeAttribute('data-assistant');
  }, [atPageEnd]);

  return (
    <div
      data-brandbot=""
      data-tucked={tucked || undefined}
      onFocus={reveal}
      className={cn(
        // The chat and the bubble hang beside the button (absolute), so opening them never moves or
        // resizes this box: no layout shift.
        'group pointer-events-none right-3 z-40',
        atPageEnd
          ? 'absolute bottom-5 sm:right-5'
          : 'fixed bottom-[calc(0.5rem+env(safe-area-inset-bottom))] lg:right-5 lg:bottom-6',
      )}
    >
      {bot.isOpen ? (
        <div className="pointer-events-auto absolute right-0 bottom-full mb-3">
          <ChatPanel bot={bot} />
        </div>
      ) : null}
      {!bot.isOpen && bot.bubble ? (
        <div
          role="status"
          className={cn(
            'pointer-events-auto absolute flex w-max items-start gap-2 rounded-2xl border border-border bg-surface-strong p-3 text-sm shadow-xl group-data-tucked:pointer-events-none group-data-tucked:scale-0 group-data-tucked:opacity-0 motion-safe:transition-[scale,opacity]',
            // There the greeting stays in the page's free band, beside the button.
            atPageEnd
              ? 'right-full bottom-0 mr-3 max-w-[min(18rem,calc(100vw-6.5rem))] origin-right rounded-br-md'
              : 'right-0 bottom-full mb-3 max-w-72 origin-bottom-right rounded-br-md',
          )}
        >
          <button type="button" onClick={bot.openChat} className="flex-1 text-left">
            {bot.bubble}
          </button>
          <button
            type="button"
            onClick={bot.dismissBubble}
            aria-label={b.dismiss}
            className="-m-1 grid size-7 shrink-0 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <button
        ref={launcher}
        type="button"
        onClick={bot.toggle}
        aria-expanded={bot.isOpen}
        aria-label={bot.isOpen ? b.close : b.open}
        className={cn(
          'pointer-events-auto grid place-items-center rounded-full bg-brand-gradient text-white shadow-lg shadow-primary/30 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring group-data-tucked:pointer-events-none group-data-tucked:scale-0 group-data-tucked:opacity-0 motion-safe:transition-[scale,opacity]',
          // In the phone's bottom bar it takes a bar item's size.
          atPageEnd ? 'size-14' : 'size-12 lg:size-14',
        )}
      >
        {bot.isOpen ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </div>
  );
}

/** The floating assistant on every page; gone (and its chat closed) while Bot Online is off. */
export function BrandBot() {
  const { active } = useAssistantActive();
  return active ? <ActiveBrandBot /> : null;
}
