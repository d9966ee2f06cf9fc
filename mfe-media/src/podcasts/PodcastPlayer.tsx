import { useState } from 'react';
import { mediaApi } from '@canal/contracts';
import { Alert, Button, PlayCircleOutlined, useEndpointMutation } from '@canal/kit';
import { useReportedPlayer } from '../media/useReportedPlayer';

/** 'Écouter': the audio's address is asked only on this click (spec 001 section 2), then played from where the member stopped. */
export function PodcastPlayer({ id, startAt }: { id: number; startAt: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const audio = useEndpointMutation(mediaApi.podcastAudio, { onSuccess: (answer) => setUrl(answer.data.url) });
  const player = useReportedPlayer('podcast', id, startAt);
  if (url) {
    return <audio src={url} controls autoPlay preload="metadata" style={{ width: '100%' }} aria-label="Lecteur audio du podcast" {...player} />;
  }
  return (
    <>
      <Button type="primary" size="large" icon={<PlayCircleOutlined />} onClick={() => void audio.mutate({ id })} loading={audio.pending}>
        Écouter
      </Button>
      {audio.error && <Alert type="error" message={audio.error} showIcon />}
    </>
  );
}
