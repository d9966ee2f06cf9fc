import { useState } from 'react';
import { liveApi, QUESTIONS_FEED_POLL_MS } from '@canal/contracts';
import { Alert, Button, Flex, Tag, Typography, useEndpoint, useEndpointMutation } from '@canal/kit';

/**
 * The room's approved questions (open when a moderator switched the feed on): the most voted first,
 * each with its '+1'. A member votes once per question; the button then says so. The counts are
 * read again every few seconds; the member's own vote shows at once.
 */
export function QuestionsFeed({ eventId, voted }: { eventId: number; voted: number[] }) {
  const feed = useEndpoint(liveApi.messageFeed, { eventId }, { pollMs: QUESTIONS_FEED_POLL_MS });
  const [mine, setMine] = useState<number[]>([]);
  const [target, setTarget] = useState<number | null>(null);
  const vote = useEndpointMutation(liveApi.messageVote, {
    onSuccess: (answer) => {
      setMine((held) => [...held, answer.data.id]);
      feed.update((held) => ({
        ...held,
        data: held.data.map((question) => (question.id === answer.data.id ? { ...question, votes: answer.data.votes } : question)),
      }));
    },
  });
  const questions = feed.data?.enabled ? feed.data.data : [];
  return (
    <section aria-labelledby="questions-feed-title" className="live-room-feed" data-testid="questions-feed">
      <Typography.Text strong id="questions-feed-title">
        Questions de la salle
      </Typography.Text>
      {questions.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          Les questions retenues par les modérateurs apparaîtront ici.
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: '6px 0 0', padding: 0 }}>
          {questions.map((question) => {
            const hasVoted = voted.includes(question.id) || mine.includes(question.id);
            return (
              <li key={question.id} data-testid="feed-question" style={{ padding: '8px 0', borderTop: '1px solid #f0f0f0' }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Flex vertical gap={2} style={{ minWidth: 0 }}>
                    <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.messageContent}</Typography.Text>
                    {question.answered && (
                      <Tag color="success" style={{ alignSelf: 'flex-start' }}>
                        Répondue
                      </Tag>
                    )}
                  </Flex>
                  <Button
                    size="small"
                    type={hasVoted ? 'default' : 'primary'}
                    ghost={!hasVoted}
                    aria-pressed={hasVoted}
                    aria-label={
                      hasVoted
                        ? `Vous avez voté pour cette question (${question.votes} vote${question.votes > 1 ? 's' : ''})`
                        : `+1 pour cette question (${question.votes} vote${question.votes > 1 ? 's' : ''})`
                    }
                    disabled={hasVoted || question.answered}
                    loading={vote.pending && target === question.id}
                    onClick={() => {
                      setTarget(question.id);
                      void vote.mutate({ eventId, id: question.id });
                    }}
                    style={{ minWidth: 64, fontVariantNumeric: 'tabular-nums' }}
                  >
                    +1 · {question.votes}
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      {vote.error && <Alert type="warning" showIcon title={vote.error} style={{ marginTop: 8 }} />}
    </section>
  );
}
