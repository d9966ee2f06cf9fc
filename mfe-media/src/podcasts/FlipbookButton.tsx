import { useState } from 'react';
import { mediaApi } from '@canal/contracts';
import { Alert, apiErrorOf, Button, callEndpoint, FileTextOutlined, Modal } from '@canal/kit';

/** The flipbook: its address asked when opened, shown in a popup 60 % of the window high. */
export function FlipbookButton({ id, title }: { id: number; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const show = async () => {
    setOpen(true);
    if (url) return;
    try {
      setUrl((await callEndpoint(mediaApi.podcastFlipbook, { id })).data.url);
    } catch (failure) {
      setError(apiErrorOf(failure));
    }
  };
  return (
    <>
      <Button icon={<FileTextOutlined />} onClick={() => void show()}>
        Feuilleter le livret
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={title} width="min(900px, 95vw)" destroyOnHidden>
        {error && <Alert type="error" message={error} showIcon />}
        {url && <iframe src={url} title={`Livret : ${title}`} style={{ width: '100%', height: '60vh', border: 0 }} />}
      </Modal>
    </>
  );
}
