import { useEffect, useState } from 'react';
import { liveApi, OWN_QUESTIONS_POLL_MS, type OwnQuestion } from '@canal/contracts';
import { useEndpoint } from '@canal/kit';

export interface OwnQuestions {
  questions: OwnQuestion[];
  /** The feed questions this member voted for. */
  voted: number[];
}

/** The member's own questions in this room, read again every few seconds only while one of them awaits its answer. */
export function useOwnQuestions(eventId: number): OwnQuestions {
  const [waiting, setWaiting] = useState(false);
  // Most of a congress room never asks a question: they never poll for it.
  const mine = useEndpoint(liveApi.messageMine, { eventId }, { pollMs: waiting ? OWN_QUESTIONS_POLL_MS : null });
  const stillWaiting = mine.data?.data.some((question) => question.state !== 'answered') ?? false;
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the polling period depends on the answer of the same poll
  useEffect(() => setWaiting(stillWaiting), [stillWaiting]);
  return { questions: mine.data?.data ?? [], voted: mine.data?.voted ?? [] };
}
