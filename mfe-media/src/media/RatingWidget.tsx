import { useState } from 'react';
import { mediaApi, ratingDoneText, type MediaModule, type Nps } from '@canal/contracts';
import { Alert, Flex, Rate, Typography, useEndpointMutation } from '@canal/kit';

const averageText = (nps: Pick<Nps, 'rating' | 'total'>) =>
  nps.total === 0 ? 'Pas encore de note' : `${nps.rating.toFixed(1).replace('.', ',')}/5 (${nps.total} avis)`;

/** The NPS stars (0 to 5): a click rates or changes the member's rating; clearing a star keeps the previous value. */
export function RatingWidget({ module, id, initial }: { module: MediaModule; id: number; initial: Nps }) {
  const [saved, setSaved] = useState(initial.mine ?? 0);
  // The stars clicked show at once; a refused rating falls back to the saved one.
  const [asked, setAsked] = useState(saved);
  const [average, setAverage] = useState({ rating: initial.rating, total: initial.total });
  const [done, setDone] = useState<string | null>(null);
  const rating = useEndpointMutation(mediaApi.npsRating, {
    onSuccess: (answer) => {
      setSaved(answer.rating);
      setAverage(answer.average);
      setDone(ratingDoneText(answer.rating));
    },
  });
  const rate = (value: number) => {
    if (value === 0 || rating.pending) return;
    setAsked(value);
    void rating.mutate({ module, id, rating: value });
  };
  const mine = rating.pending ? asked : saved;
  const notice = rating.error ? { type: 'error' as const, text: rating.error } : done ? { type: 'success' as const, text: done } : null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>Votre avis</Typography.Text>
      <Flex align="center" gap={12} wrap>
        <Rate value={mine} onChange={rate} aria-label="Votre note sur 5" />
        <Typography.Text type="secondary" data-testid="nps-average">
          {averageText(average)}
        </Typography.Text>
      </Flex>
      {notice && <Alert type={notice.type} message={notice.text} showIcon role="status" />}
    </Flex>
  );
}
