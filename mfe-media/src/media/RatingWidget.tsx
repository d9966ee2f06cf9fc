import { useState } from 'react';
import { mediaApi, ratingDoneText, type MediaModule, type Nps } from '@canal/contracts';
import { Alert, apiErrorOf, callEndpoint, Flex, Rate, Typography } from '@canal/kit';

const averageText = (nps: Pick<Nps, 'rating' | 'total'>) =>
  nps.total === 0 ? 'Pas encore de note' : `${nps.rating.toFixed(1).replace('.', ',')}/5 (${nps.total} avis)`;

/** The NPS stars (0 to 5): a click rates or changes the member's rating; clearing a star keeps the previous value. */
export function RatingWidget({ module, id, initial }: { module: MediaModule; id: number; initial: Nps }) {
  const [mine, setMine] = useState(initial.mine ?? 0);
  const [average, setAverage] = useState({ rating: initial.rating, total: initial.total });
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const rate = async (value: number) => {
    if (value === 0) return;
    const previous = mine;
    setMine(value);
    try {
      const answer = await callEndpoint(mediaApi.npsRating, { module, id, rating: value });
      setAverage(answer.average);
      setNotice({ type: 'success', text: ratingDoneText(answer.rating) });
    } catch (error) {
      setMine(previous);
      setNotice({ type: 'error', text: apiErrorOf(error) });
    }
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>Votre avis</Typography.Text>
      <Flex align="center" gap={12} wrap>
        <Rate value={mine} onChange={(value) => void rate(value)} aria-label="Votre note sur 5" />
        <Typography.Text type="secondary" data-testid="nps-average">
          {averageText(average)}
        </Typography.Text>
      </Flex>
      {notice && <Alert type={notice.type} message={notice.text} showIcon role="status" />}
    </Flex>
  );
}
