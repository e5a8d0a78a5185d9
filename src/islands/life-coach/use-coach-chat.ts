/**
 * The coach chat's state: the history restored from and saved to localStorage, the usage
 * checked on load (3 of 3 when the check fails), and sending a message. A sent message
 * stays in the history and spends one message even when the answer never comes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Locale } from '../../i18n/locales.ts';
import {
  COACH_STORAGE_KEY,
  fallbackUsage,
  canSendCoachMessage,
  coachHistoryForRequest,
  createCoachMessage,
  keepRecent,
  parseStoredCoachMessages,
  readCoachReply,
  readCoachUsage,
  spendOneMessage,
  type CoachMessage,
  type CoachUsage,
  type CoachLimitSettings,
} from '../../lib/coach-chat.ts';
import { ApiRequestError, apiRequest } from '../../lib/site-api.ts';
import type { CoachChatStrings } from './chat-strings.ts';
import { failureDetail } from './coach-errors.ts';

const COACH_PATH = '/api/functions/life-coach-chat';

function readStored(): CoachMessage[] {
  try {
    return parseStoredCoachMessages(localStorage.getItem(COACH_STORAGE_KEY));
  } catch {
    return [];
  }
}

function store(messages: CoachMessage[]): void {
  try {
    if (messages.length) localStorage.setItem(COACH_STORAGE_KEY, JSON.stringify(messages));
    else localStorage.removeItem(COACH_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the conversation lasts as long as the page.
  }
}

export function useCoachChat(locale: Locale, strings: CoachChatStrings, limits: CoachLimitSettings) {
  const [messages, setMessages] = useState<CoachMessage[]>([]);
  /** Null until the limits check has answered (or failed). */
  const [usage, setUsage] = useState<CoachUsage | null>(null);
  const [pending, setPending] = useState(false);
  const restored = useRef(false);
  const words = { network: strings['coach.chat.error.network'], invalid: strings['coach.chat.error.invalid'] };

  // The history is read after hydration: the server-rendered page has none.
  useEffect(() => {
    setMessages(readStored());
    restored.current = true;
  }, []);

  useEffect(() => {
    if (restored.current) store(messages);
  }, [messages]);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest(COACH_PATH, {
      locale,
      method: 'POST',
      body: { action: 'check_limits' },
      fallbackMessage: words.network,
      read: readCoachUsage,
      signal: controller.signal,
    })
      .then(setUsage)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setUsage(fallbackUsage(limits));
        if (error instanceof ApiRequestError && error.code === 'invalid_response') toast.error(words.invalid);
        else toast.error(strings['coach.chat.error.limitsTitle'], { description: failureDetail(error, words) });
      });
    return () => controller.abort();
  }, []); // once per page load

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!canSendCoachMessage(text, { pending, remaining: usage?.remainingMessages ?? null })) return false;
      const message = text.trim();
      const history = coachHistoryForRequest(messages);
      setMessages((current) => keepRecent([...current, createCoachMessage(message, true)]));
      setUsage((current) => current && spendOneMessage(current));
      setPending(true);
      try {
        const reply = await apiRequest(COACH_PATH, {
          locale,
          method: 'POST',
          body: { message, history, language: locale },
          fallbackMessage: words.network,
          read: readCoachReply,
        });
        setMessages((current) => keepRecent([...current, createCoachMessage(reply.reply, false, { source: reply.source })]));
        setUsage({ messageCount: reply.messageCount, remainingMessages: reply.remainingMessages, maxMessages: reply.maxMessages });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 429) {
          setUsage((current) => {
            const maxMessages = current?.maxMessages ?? limits.maxMessages;
            return { messageCount: maxMessages, remainingMessages: 0, maxMessages };
          });
        }
        toast.error(strings['coach.chat.error.sendTitle'], { description: failureDetail(error, words) });
      } finally {
        setPending(false);
      }
      return true;
    },
    [limits, locale, messages, pending, strings, usage],
  );

  const clear = useCallback(() => setMessages([]), []);

  return { messages, usage, pending, send, clear };
}
