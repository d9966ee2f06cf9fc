import { useEffect, useState } from 'react';
import { liveApi, STAR_LABELS, type FeedbackItem } from '@canal/contracts';
import { Alert, Button, Flex, Input, LoadingBlock, Rate, Result, Typography, useEndpoint, useEndpointMutation } from '@canal/kit';

export const MUST_ANSWER_ALL = 'Vous devez répondre à toutes les questions notées par des étoiles.';
export const THANKS = 'Merci pour votre avis !';

/** The e_{itemId} fields the server reads, or null when a star question is not rated. */
export function feedbackFields(items: readonly FeedbackItem[], values: Record<number, number | string>): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const value = values[item.id];
    if (item.feedbackType === 'stars' && (typeof value !== 'number' || value < 1)) return null;
    fields[`e_${item.id}`] = value === undefined ? '' : String(value);
  }
  return fields;
}

/** A session's feedback form (spec 000 sections 4 and 5): every star question rated, free text optional, sent once. */
export function FeedbackForm({ eventId, onDone }: { eventId: number; onDone?: () => void }) {
  const answer = useEndpoint(liveApi.feedbackGet, { eventId, contact_form: 'true' });
  const [values, setValues] = useState<Record<number, number | string>>({});
  const [unrated, setUnrated] = useState(false);
  const [sent, setSent] = useState(false);
  const store = useEndpointMutation(liveApi.feedbackStore, { onSuccess: () => setSent(true) });
  useEffect(() => {
    if (!sent || !onDone) return;
    const timer = setTimeout(onDone, 2500);
    return () => clearTimeout(timer);
  }, [sent, onDone]);

  const feedback = answer.data;
  if (answer.error && !feedback) return <Alert type="error" showIcon title={answer.error} />;
  if (!feedback) return <LoadingBlock />;
  if (sent || feedback.answered)
    return <Result status="success" title={THANKS} subTitle={sent ? undefined : 'Vous avez déjà donné votre avis sur cette session.'} />;
  const { items } = feedback.data;
  if (items.length === 0) return <Alert type="info" showIcon title="Le questionnaire de cette session n'est pas encore disponible." />;

  const send = async () => {
    const fields = feedbackFields(items, values);
    setUnrated(!fields);
    if (!fields) return store.reset();
    await store.mutate({ eventId: String(eventId), feedback_form: 'true', ...fields });
  };
  const problem = unrated ? MUST_ANSWER_ALL : store.error;

  return (
    <Flex vertical gap={16}>
      {items.map((item) => (
        <Flex vertical gap={4} key={item.id}>
          <Typography.Text strong id={`feedback-${item.id}`}>
            {item.feedbackQuestion}
            {item.feedbackType === 'stars' && <Typography.Text type="danger"> *</Typography.Text>}
          </Typography.Text>
          {item.feedbackType === 'stars' ? (
            <Flex align="center" gap={12} wrap>
              <Rate
                aria-labelledby={`feedback-${item.id}`}
                tooltips={[...STAR_LABELS]}
                value={typeof values[item.id] === 'number' ? (values[item.id] as number) : 0}
                onChange={(stars) => setValues((held) => ({ ...held, [item.id]: stars }))}
              />
              <Typography.Text type="secondary">{typeof values[item.id] === 'number' ? STAR_LABELS[(values[item.id] as number) - 1] : ''}</Typography.Text>
            </Flex>
          ) : (
            <Input.TextArea
              aria-labelledby={`feedback-${item.id}`}
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={2000}
              value={typeof values[item.id] === 'string' ? (values[item.id] as string) : ''}
              onChange={(event) => setValues((held) => ({ ...held, [item.id]: event.target.value }))}
            />
          )}
        </Flex>
      ))}
      {problem && <Alert type="error" showIcon title={problem} />}
      <Button type="primary" onClick={() => void send()} loading={store.pending}>
        Envoyer mon avis
      </Button>
    </Flex>
  );
}
