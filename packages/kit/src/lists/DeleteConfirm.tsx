import { LIST_TEXTS } from '@canal/contracts';
import { Modal } from 'antd';

export interface DeleteConfirmProps {
  open: boolean;
  running: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Confirmation de suppression' / 'Souhaitez vous supprimer cet élément ?' with Annuler and Confirmer. */
export function DeleteConfirm({ open, running, onConfirm, onCancel }: DeleteConfirmProps) {
  return (
    <Modal
      open={open}
      title={LIST_TEXTS.deleteTitle}
      okText={LIST_TEXTS.confirm}
      cancelText={LIST_TEXTS.cancel}
      okButtonProps={{ danger: true, loading: running }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      {LIST_TEXTS.deleteText}
    </Modal>
  );
}
