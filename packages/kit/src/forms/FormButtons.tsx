import { useState } from 'react';
import { useNavigate } from '../router';
import type { FormBottomAction } from '@canal/contracts';
import { Button, Flex, Modal } from 'antd';

export interface FormButtonsProps {
  actions: FormBottomAction[];
  readOnly: boolean;
  running: boolean;
  submitLabel?: string;
  onCancel?: () => void;
  onPostAction: (action: FormBottomAction) => void;
}

const DEFAULT_ACTIONS: FormBottomAction[] = [{ name: 'submit', label: 'Enregistrer', type: 'submit' }];

/**
 * The buttons under the form, from the definition's bottomActions: submit (not on a read-only
 * form), cancel (the page's onCancel, else the action's redirect, else back), links, and posts
 * behind a confirmation dialog. A page's onCancel adds 'Annuler' when no cancel action exists.
 */
export function FormButtons({ actions, readOnly, running, submitLabel, onCancel, onPostAction }: FormButtonsProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<FormBottomAction | null>(null);
  const list = actions.length > 0 ? actions : DEFAULT_ACTIONS;
  const withCancel: FormBottomAction[] =
    onCancel && !list.some((action) => action.type === 'cancel') ? [...list, { name: 'cancel', label: 'Annuler', type: 'cancel' }] : list;

  const cancel = (action: FormBottomAction) => {
    if (onCancel) onCancel();
    else if (action.redirect) void navigate(action.redirect);
    else void navigate(-1);
  };

  const press = (action: FormBottomAction) => {
    if (action.type === 'cancel') cancel(action);
    else if (action.type === 'link' && action.url) void navigate(action.url);
    else if (action.type === 'post') {
      if (action.confirm) setConfirming(action);
      else onPostAction(action);
    }
  };

  return (
    <>
      <Flex gap={8} wrap justify="flex-end">
        {withCancel.map((action) => {
          if (action.type === 'submit') {
            if (readOnly) return null;
            return (
              <Button key={action.name} type="primary" htmlType="submit" loading={running}>
                {submitLabel ?? action.label}
              </Button>
            );
          }
          if (action.type === 'post' && readOnly) return null;
          return (
            <Button key={action.name} danger={action.danger} disabled={running && action.type === 'post'} onClick={() => press(action)}>
              {action.label}
            </Button>
          );
        })}
      </Flex>
      {confirming && (
        <Modal
          open
          title={confirming.confirm?.title}
          okText="Confirmer"
          cancelText="Annuler"
          okButtonProps={{ danger: confirming.danger }}
          onCancel={() => setConfirming(null)}
          onOk={() => {
            const action = confirming;
            setConfirming(null);
            onPostAction(action);
          }}
        >
          {confirming.confirm?.text}
        </Modal>
      )}
    </>
  );
}
