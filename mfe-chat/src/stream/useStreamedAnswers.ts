import { useEffect, useMemo, useRef, useState } from 'react';
import { messageText } from '../api/chatMessages';
import type { ChatMessage } from '../api/chatTypes';
import type { RunEvents } from './runEvents';
import { withoutFinished, withTextEvent, type StreamedAnswers } from './streamedAnswers';

/**
 * The words of the discussion's answers being written, as the socket brings them; 'changed' (a
 * status, a search, the finished answer) and a socket that (re)connects read view_thread again.
 */
export function useStreamedAnswers(events: RunEvents | null, threadId: string, messages: readonly ChatMessage[], refresh: () => void): StreamedAnswers {
  const [answers, setAnswers] = useState<StreamedAnswers>(() => new Map());
  // The stored texts of the latest view, for an event about a message whose first words this page missed.
  const stored = useRef(messages);
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    stored.current = messages;
    latestRefresh.current = refresh;
  });

  useEffect(() => {
    if (!events) return;
    return events.listen(
      (event) => {
        if (event.threadId !== threadId) return;
        if (event.kind === 'changed') return latestRefresh.current();
        const message = stored.current.find((candidate) => candidate.id === event.messageId);
        setAnswers((current) => withTextEvent(current, event, message ? messageText(message) : ''));
      },
      () => latestRefresh.current(),
    );
  }, [events, threadId]);

  // An answer whose stored message is finished is shown from the view, not from the socket's words.
  return useMemo(() => withoutFinished(answers, messages), [answers, messages]);
}
