import { useState } from 'react';
import { mediaApi } from '@canal/contracts';
import { Alert, apiErrorOf, Button, callEndpoint, PlayCircleOutlined } from '@canal/kit';
import { useReportedPlayer } from '../media/useReportedPlayer';

/** 'Ecouter': the audio's address is asked only on this click (spec 001 section 2), then played from where the member stopped. */
export function PodcastPlayer({ id, startAt }: { id: number; startAt: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const player = useReportedPlayer('podcast', id, startAt);
  const listen = async () => {
    setLoading(true);
    setError(null);
    try {
      setUrl((await callEndpoint(mediaApi.podcastAudio, { id })).data.url);
    } catch (failure) {
      setError(apiErrorOf(failure));
    } finally {
      setLoading(false);
    }
  };
  if (url) {
    return <audio src={url} controls autoPlay preload="metadata" style={{ width: '100%' }} aria-label="Lecteur audio du podcast" {...player} />;
  }
  return (
    <>
      <Button type="primary" size="large" icon={<PlayCircleOutlined />} onClick={() => void listen()} loading={loading}>
        Ecouter
      </Button>
      {error && <Alert type="error" message={error} showIcon />}
    </>
  );
}
