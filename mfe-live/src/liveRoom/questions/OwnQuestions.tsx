import { OWN_QUESTION_LABELS, type OwnQuestion } from '@canal/contracts';
import { Flex, Tag, Typography } from '@canal/kit';

const STATE_COLOURS: Record<OwnQuestion['state'], string> = { sent: 'default', approved: 'processing', answered: 'success' };

/** The member's own questions under the form, newest first, each with where it stands: 'Envoyée', 'Approuvée' or 'Répondue'. */
export function OwnQuestions({ questions }: { questions: OwnQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="own-questions-title" className="live-room-own-questions">
      <Typography.Text strong id="own-questions-title">
        Mes questions
      </Typography.Text>
      <ul style={{ listStyle: 'none', margin: '6px 0 0', padding: 0 }}>
        {questions.map((question) => (
          <li key={question.id} data-testid="own-question" style={{ padding: '6px 0', borderTop: '1px solid #f0f0f0' }}>
            <Flex justify="space-between" align="flex-start" gap={8}>
              <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.messageContent}</Typography.Text>
              <Tag color={STATE_COLOURS[question.state]} style={{ marginInlineEnd: 0 }}>
                {OWN_QUESTION_LABELS[question.state]}
              </Tag>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
