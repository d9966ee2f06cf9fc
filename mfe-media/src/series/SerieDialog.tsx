import { mediaApi } from '@canal/contracts';
import { Alert, Flex, LoadingBlock, Modal, Typography, useEndpoint, MarkupText } from '@canal/kit';
import { mediaDuration } from '../media/mediaDuration';

/** A serie's dialog: its description, the episode count and the list, each opening its episode. */
export function SerieDialog({ id, userId, onClose, onEpisode }: { id: number; userId: number; onClose: () => void; onEpisode: (episodeId: number) => void }) {
  const { data, error } = useEndpoint(mediaApi.serieGet, { id }, { scope: userId });
  const serie = data?.data;
  return (
    <Modal open onCancel={onClose} footer={null} title={serie?.serieTitle ?? 'Série'} width="min(720px, 95vw)">
      {error && <Alert type="error" message={error} showIcon />}
      {!serie && !error && <LoadingBlock />}
      {serie && (
        <Flex vertical gap={12}>
          {serie.serieDescription && <MarkupText text={serie.serieDescription} />}
          <Typography.Text strong>
            {serie.episode_count} épisode{serie.episode_count > 1 ? 's' : ''}
          </Typography.Text>
          {serie.episode_count === 0 ? (
            <Typography.Text type="secondary">Aucun élément à afficher actuellement</Typography.Text>
          ) : (
            <ol style={{ margin: 0, paddingLeft: 20 }}>
              {serie.episodes.map((episode) => (
                <li key={episode.id} style={{ marginBottom: 8 }}>
                  <Typography.Link onClick={() => onEpisode(episode.id)}>{episode.title}</Typography.Link>{' '}
                  <Typography.Text type="secondary">({mediaDuration(episode.durationMin)})</Typography.Text>
                </li>
              ))}
            </ol>
          )}
        </Flex>
      )}
    </Modal>
  );
}
