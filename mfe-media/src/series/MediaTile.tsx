import type { MediaCard } from '@canal/contracts';
import { Card, Flex, Progress, Tag, Typography } from '@canal/kit';
import { mediaDuration } from '../media/mediaDuration';

/**
 * One tile of a 'Mes …' group, a link to its page or dialog. Dimmed: a podcast to come
 * ('Bientôt Disponible') and a serie with no episode yet.
 */
export function MediaTile({ card, onOpen }: { card: MediaCard; onOpen: (card: MediaCard) => void }) {
  const dimmed = card.state === 'pending' || (card.subtype === 'serie' && card.episodeCount === 0);
  const durationS = card.durationMin * 60;
  const label =
    card.subtype === 'serie'
      ? `${card.episodeCount ?? 0} épisode${(card.episodeCount ?? 0) > 1 ? 's' : ''}`
      : card.durationMin > 0
        ? mediaDuration(card.durationMin)
        : null;
  return (
    <Card
      hoverable={!dimmed}
      onClick={dimmed ? undefined : () => onOpen(card)}
      onKeyDown={(event) => {
        if (!dimmed && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onOpen(card);
        }
      }}
      role={dimmed ? undefined : 'link'}
      tabIndex={dimmed ? undefined : 0}
      aria-disabled={dimmed || undefined}
      style={{ height: '100%', opacity: dimmed ? 0.55 : 1, cursor: dimmed ? 'default' : 'pointer' }}
      cover={card.thumb ? <img src={card.thumb} alt="" loading="lazy" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : undefined}
      styles={{ body: { padding: 12 } }}
    >
      <Flex vertical gap={4}>
        <Flex gap={4} wrap>
          {card.state === 'pending' && <Tag>Bientôt Disponible</Tag>}
          {label && <Tag>{label}</Tag>}
          {card.viewers !== undefined && (
            <Tag color="processing">
              {card.viewers} vue{card.viewers > 1 ? 's' : ''}
            </Tag>
          )}
        </Flex>
        {card.serieTitle && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {card.serieTitle}
          </Typography.Text>
        )}
        <Typography.Text strong>{card.title}</Typography.Text>
        {card.positionS !== undefined && durationS > 0 && (
          <Progress percent={Math.min(99, Math.round((card.positionS / durationS) * 100))} size="small" showInfo={false} aria-label="Progression" />
        )}
      </Flex>
    </Card>
  );
}
