import { fileUrl, liveApi } from '@canal/contracts';
import { Button, FileTextOutlined } from '@canal/kit';

/** The live's legal notice, opened in a new window through events/download (which checks the room's access). */
export function LegalFileButton({ eventId }: { eventId: number }) {
  const href = fileUrl(liveApi.eventDownload, { id: eventId, f: 'eventLegalLiveFile' });
  return (
    <Button href={href} target="_blank" rel="noopener" icon={<FileTextOutlined />}>
      Document légal
    </Button>
  );
}
