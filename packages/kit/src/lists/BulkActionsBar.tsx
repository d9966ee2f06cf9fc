import { useState } from 'react';
import { engineApi, type ListBulkAction } from '@canal/contracts';
import { useEndpointMutation } from '@canal/kit';
import { Alert, Button, Flex, Modal, Typography } from 'antd';

/** One row's own run of a bulk action ('Activer' on a pending account), with the row's question. */
export interface RowBulkRequest {
  action: ListBulkAction;
  id: number | string;
  confirm: string;
}

export interface BulkActionsBarProps {
  actions: readonly ListBulkAction[];
  selected: readonly (number | string)[];
  /** After a run: the selection is cleared and the list asked again. */
  onDone: () => void;
  /** A row's action asks to run a bulk action on that row alone: the same confirmation, run and outcome. */
  rowRequest?: RowBulkRequest | null;
  onRowRequestClosed?: () => void;
}

type Outcome = { type: 'success' | 'warning' | 'error'; title: string; details: string[] };
type Asking = { action: ListBulkAction; ids: (number | string)[]; question: string; fromRow: boolean };

/** The selected rows' actions: one confirmation for all, then how many were changed and which were refused, and why. */
export function BulkActionsBar({ actions, selected, onDone, rowRequest, onRowRequestClosed }: BulkActionsBarProps) {
  const [chosen, setChosen] = useState<ListBulkAction | null>(null);
  const [done, setDone] = useState<Outcome | null>(null);
  const asking: Asking | null = rowRequest
    ? { action: rowRequest.action, ids: [rowRequest.id], question: rowRequest.confirm, fromRow: true }
    : chosen
      ? { action: chosen, ids: [...selected], question: chosen.confirm.replace('{n}', String(selected.length)), fromRow: false }
      : null;
  // The action confirmed is the one asked: its address is the call's.
  const bulk = useEndpointMutation(engineApi.listBulk, { url: asking?.action.url });
  if (actions.length === 0) return null;
  const close = () => {
    setChosen(null);
    onRowRequestClosed?.();
  };
  const run = async ({ action, ids }: Asking) => {
    setDone(null);
    const answer = await bulk.mutate({ ids: ids.map(String) });
    close();
    if (!answer) return;
    const details = answer.refused.map((row) => `N° ${row.id} : ${row.log}`);
    setDone({
      type: answer.refused.length > 0 ? 'warning' : 'success',
      title: `${action.label} : ${answer.done} ligne${answer.done > 1 ? 's' : ''} modifiée${answer.done > 1 ? 's' : ''}${answer.refused.length > 0 ? `, ${answer.refused.length} refusée${answer.refused.length > 1 ? 's' : ''}` : ''}.`,
      details,
    });
    onDone();
  };
  const outcome: Outcome | null = bulk.error ? { type: 'error', title: bulk.error, details: [] } : done;
  const forget = () => {
    setDone(null);
    bulk.reset();
  };
  return (
    <>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          {selected.length === 0 ? 'Cochez des lignes pour agir sur plusieurs à la fois.' : `${selected.length} sélectionnée${selected.length > 1 ? 's' : ''}`}
        </Typography.Text>
        {actions.map((action) => (
          <Button key={action.name} disabled={selected.length === 0} onClick={() => setChosen(action)}>
            {action.label}
          </Button>
        ))}
      </Flex>
      {outcome && (
        <Alert
          style={{ marginBottom: 12 }}
          type={outcome.type}
          showIcon
          closable={{ onClose: forget }}
          title={outcome.title}
          description={
            outcome.details.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {outcome.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : undefined
          }
          role="status"
        />
      )}
      <Modal
        open={asking !== null}
        title={asking?.action.label}
        okText={asking?.action.label}
        cancelText="Annuler"
        confirmLoading={bulk.pending}
        onOk={() => asking && void run(asking)}
        onCancel={close}
      >
        {asking?.question}
      </Modal>
    </>
  );
}
