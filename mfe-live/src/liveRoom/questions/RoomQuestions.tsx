import { Flex } from '@canal/kit';
import { OwnQuestions } from './OwnQuestions';
import { QuestionForm } from './QuestionForm';
import { QuestionsFeed } from './QuestionsFeed';
import type { OwnQuestions as Own } from './useOwnQuestions';

/**
 * The room's questions beside the player: the form, the member's own questions with their state,
 * and the approved-questions feed when a moderator opened it.
 */
export function RoomQuestions({ eventId, own, feedOpen }: { eventId: number; own: Own; feedOpen: boolean }) {
  return (
    <Flex vertical gap={16}>
      <QuestionForm eventId={eventId} />
      <OwnQuestions questions={own.questions} />
      {feedOpen && <QuestionsFeed eventId={eventId} voted={own.voted} />}
    </Flex>
  );
}
