import { useEffect, useState } from 'react';
import type { LiveContentState } from '@canal/contracts';
import { Button, MessageOutlined, Modal } from '@canal/kit';
import { FeedbackForm } from '../../feedback/FeedbackForm';
import { QuestionForm } from '../questions/QuestionForm';
import { AnnouncePanel } from './AnnouncePanel';
import { ANNOUNCE_BUTTON, OVERLAY_TITLES } from './overlayTitle';
import { QuizPanel } from './QuizPanel';
import { useDrag } from './useDrag';

/**
 * The live content over the room (spec 000 section 2.10): a draggable dialog that opens on each new
 * content or revision and closes on 'none', and a fixed bottom-right button to reopen it. It leaves
 * the player usable (no mask). An announcement has no title and no close icon: its button
 * 'Message important' stays in the corner and opens or closes it.
 */
export function LiveOverlay({ eventId, state }: { eventId: number; state: LiveContentState | null }) {
  const [open, setOpen] = useState(false);
  const { offset, onPointerDown } = useDrag();
  const contentType = state?.contentType ?? 'none';
  // eslint-disable-next-line react-hooks/set-state-in-effect -- each new content the orchestrator pushes opens the overlay again, even after the member closed it
  useEffect(() => setOpen(contentType !== 'none'), [contentType, state?.contentId, state?.contentRevision]);
  if (!state || state.contentType === 'none') return null;

  const announce = state.contentType === 'announce';
  const title = state.contentType === 'announce' ? null : OVERLAY_TITLES[state.contentType];
  const numericId = Number(state.contentId);
  const close = () => setOpen(false);
  const body = (() => {
    switch (state.contentType) {
      case 'quiz':
      case 'poll':
        return <QuizPanel key={state.contentId} eventId={eventId} questionId={numericId} revision={state.contentRevision} />;
      case 'announce':
        return <AnnouncePanel eventId={eventId} announceId={numericId} revision={state.contentRevision} />;
      case 'feedback':
        return <FeedbackForm eventId={eventId} onDone={close} />;
      case 'comment':
        return <QuestionForm eventId={eventId} label="Votre question aux intervenants" />;
    }
  })();

  return (
    <>
      <Modal
        open={open}
        onCancel={close}
        closable={!announce}
        maskClosable={false}
        mask={false}
        footer={null}
        width="80%"
        style={{ maxWidth: 600 }}
        styles={{ wrapper: { pointerEvents: 'none' } }}
        title={
          title === null ? null : (
            <div onPointerDown={onPointerDown} style={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}>
              {title}
            </div>
          )
        }
        aria-label={announce ? ANNOUNCE_BUTTON : undefined}
        modalRender={(node) => <div style={{ pointerEvents: 'auto', transform: `translate(${offset.x}px, ${offset.y}px)` }}>{node}</div>}
        destroyOnHidden
      >
        {announce ? (
          // Without a title bar, the announcement itself is the handle that moves the dialog.
          <div onPointerDown={onPointerDown} style={{ cursor: 'move', touchAction: 'none' }}>
            {body}
          </div>
        ) : (
          body
        )}
      </Modal>
      {(announce || !open) && (
        <Button
          type="primary"
          shape="round"
          size="large"
          icon={<MessageOutlined />}
          onClick={() => setOpen(!open)}
          aria-expanded={announce ? open : undefined}
          style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1001, boxShadow: '0 4px 12px rgba(0,0,0,0.2)' }}
        >
          {announce ? ANNOUNCE_BUTTON : title}
        </Button>
      )}
    </>
  );
}
