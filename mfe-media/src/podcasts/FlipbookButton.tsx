import { useState } from 'react';
import { mediaApi } from '@canal/contracts';
import { Alert, Button, FileTextOutlined, Modal, useEndpointMutation } from '@canal/kit';

/** The flipbook: its address asked when opened, shown in a popup 60 % of the window high. */
export function FlipbookButton({ id, title }: { id: number; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const flipbook = useEndpointMutation(mediaApi.podcastFlipbook, { onSuccess: (answer) => setUrl(answer.data.url) });
  const show = () => {
    setOpen(true);
    if (!url) void flipbook.mutate({ id });
  };
  return (
    <>
      <Button icon={<FileTextOutlined />} onClick={show}>
        Feuilleter le livret
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={title} width="min(900px, 95vw)" destroyOnHidden>
        {flipbook.error && <Alert type="error" message={flipbook.error} showIcon />}
        {url && <iframe src={url} title={`Livret : ${title}`} style={{ width: '100%', height: '60vh', border: 0 }} />}
      </Modal>
    </>
  );
}
