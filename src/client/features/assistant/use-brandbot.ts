import { useCallback, useEffect, useReducer, useRef } from 'react';
import { answerFor, ASSISTANT_TIMINGS, nudgeAt, type AssistantReply } from '@shared/assistant';
import { ptBR } from '@shared/i18n/pt-BR';
import { useAssistantReply } from './use-assistant-reply';
import { takeFirstPage, welcomeDelay } from './auth-arrival';

export interface ChatMessage {
  id: number;
  from: 'bot' | 'member';
  text: string;
  link?: AssistantReply['link'];
  chips?: AssistantReply['chips'];
}

interface BotState {
  open: boolean;
  messages: ChatMessage[];
  typing: boolean;
  /** The proactive bubble next to the closed launcher. */
  bubble: string | null;
}

type BotAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'say'; message: Omit<ChatMessage, 'id'> }
  | { type: 'typing'; on: boolean }
  | { type: 'bubble'; text: string | null }
  /** Hides the bubble if it still shows that text (a newer one stays). */
  | { type: 'unbubble'; text: string };

let nextId = 0;

function isTyping(): boolean {
  const el = document.activeElement;
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

function reducer(state: BotState, action: BotAction): BotState {
  switch (action.type) {
    case 'open':
      // Opening the chat takes the bubble's place.
      return { ...state, open: true, bubble: null };
    case 'close':
      return { ...state, open: false };
    case 'say':
      return { ...state, messages: [...state.messages, { ...action.message, id: ++nextId }] };
    case 'typing':
      return { ...state, typing: action.on };
    case 'bubble':
      // A proactive message only while the chat is closed.
      return state.open && action.text ? state : { ...state, bubble: action.text };
    case 'unbubble':
      return state.bubble === action.text ? { ...state, bubble: null } : state;
  }
}

const intro = (): Omit<ChatMessage, 'id'> => {
  const greeting = answerFor('');
  return { from: 'bot', text: ptBR.brandBot.intro, chips: greeting.chips };
};

/**
 * BrandBot's conversation and timings (spec sections 4 and 9): replies 1 s after the member sends,
 * a bubble that hides after 7 s, a nudge every 30 minutes, and on /auth a welcome after 2 s that
 * goes 5 s later. The welcome opens the chat when `greetInChat` says the chat covers nothing there;
 * otherwise (phones, the form beside it) it is a bubble. Only mounted while the assistant is active.
 */
export function useBrandBot({ onAuthPage, greetInChat }: { onAuthPage: boolean; greetInChat: () => boolean }) {
  const [state, dispatch] = useReducer(reducer, { open: false, messages: [], typing: false, bubble: null });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const engaged = useRef(false);
  const replyFor = useAssistantReply();

  const later = useCallback((ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
    return id;
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);

  const ensureIntro = useCallback(() => {
    if (state.messages.length === 0) dispatch({ type: 'say', message: intro() });
  }, [state.messages.length]);

  const open = useCallback(() => {
    ensureIntro();
    dispatch({ type: 'open' });
  }, [ensureIntro]);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const dismissBubble = useCallback(() => dispatch({ type: 'bubble', text: null }), []);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      engaged.current = true;
      dispatch({ type: 'say', message: { from: 'member', text: trimmed } });
      dispatch({ type: 'typing', on: true });
      const answer = replyFor(trimmed);
      // One second after sending (spec §4), or when the member's orders have been read, if later.
      later(ASSISTANT_TIMINGS.replyDelay, () => {
        void answer.then((reply) => {
          dispatch({ type: 'typing', on: false });
          dispatch({
            type: 'say',
            message: { from: 'bot', text: reply.text, ...(reply.link ? { link: reply.link } : {}), chips: reply.chips },
          });
        });
      });
    },
    [later, replyFor],
  );

  // The welcome on the auth page: shows by itself, then goes unless the visitor started talking.
  useEffect(() => {
    const delay = welcomeDelay(takeFirstPage(), performance.now());
    if (!onAuthPage) return;
    const pending = timers.current;
    const welcome = ptBR.brandBot.welcome;
    let openedByWelcome = false;
    const opening = later(delay, () => {
      // Opening it, the chat shows the welcome first.
      dispatch({ type: 'say', message: { from: 'bot', text: welcome } });
      // The chat is only for a screen where it covers nothing; someone typing is not interrupted.
      if (isTyping() || !greetInChat()) {
        dispatch({ type: 'bubble', text: welcome });
        later(ASSISTANT_TIMINGS.authAutoClose, () => dispatch({ type: 'unbubble', text: welcome }));
        return;
      }
      dispatch({ type: 'open' });
      openedByWelcome = true;
      later(ASSISTANT_TIMINGS.authAutoClose, () => {
        if (!engaged.current) dispatch({ type: 'close' });
      });
    });
    return () => {
      clearTimeout(opening);
      pending.delete(opening);
      // Its words are for the auth page only: a member who signs in before it goes does not carry
      // the chat it opened onto the next page.
      dispatch({ type: 'unbubble', text: welcome });
      if (openedByWelcome && !engaged.current) dispatch({ type: 'close' });
    };
  }, [onAuthPage, later, greetInChat]);

  // Every 30 minutes a tip, shown as the bubble while the chat is closed.
  useEffect(() => {
    let count = 0;
    const id = setInterval(() => dispatch({ type: 'bubble', text: nudgeAt(count++) }), ASSISTANT_TIMINGS.nudgeInterval);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (!state.bubble) return;
    const pending = timers.current;
    const id = later(ASSISTANT_TIMINGS.bubble, () => dispatch({ type: 'bubble', text: null }));
    return () => {
      clearTimeout(id);
      pending.delete(id);
    };
  }, [state.bubble, later]);

  const markEngaged = useCallback(() => {
    engaged.current = true;
  }, []);

  return {
    isOpen: state.open,
    messages: state.messages,
    typing: state.typing,
    bubble: state.bubble,
    openChat: open,
    closeChat: close,
    toggle: state.open ? close : open,
    send,
    dismissBubble,
    markEngaged,
  };
}
