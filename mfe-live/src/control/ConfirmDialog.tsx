import type { ReactNode } from 'react';
import { Modal, Typography } from '@canal/kit';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  children?: ReactNode;
  running?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The list engine's dialog, same words (spec 001 section 4 "List"): 'Confirmation de suppression', Annuler, Confirmer. */
export function ConfirmDialog({
  open,
  title = 'Confirmation de suppression',
  children = 'Souhaitez vous supprimer cet élément ?',
  running,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText="Confirmer"
      cancelText="Annuler"
      okButtonProps={{ danger: true, loading: running }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ margin: 0 }}>{children}</Typography.Paragraph>
    </Modal>
  );
}
