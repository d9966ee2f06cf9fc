import { useNavigate } from '../router';
import type { ListAction, ListRow } from '@canal/contracts';
import { Button, Space, Tooltip } from 'antd';
import { ActionIcon } from './ActionIcon';
import { actionTarget, rowActionsFor, type RowActionView } from './rowActions';

export interface RowActionsProps {
  row: ListRow;
  actions: readonly ListAction[];
  /** The edit route of a row (else the action's url followed by the id). */
  editRoute?: (id: number | string) => string;
  onDelete: (row: ListRow, action: ListAction) => void;
  /** Actions with a callback, or without url: the page handles them. */
  onAction?: (action: ListAction, row: ListRow) => void;
}

/** The action icons of one row (spec 001 sections 2 and 3 "Action"). */
export function RowActions({ row, actions, editRoute, onDelete, onAction }: RowActionsProps) {
  const navigate = useNavigate();

  const run = ({ action, kind }: RowActionView) => {
    if (kind === 'deleteForbidden') return;
    if (kind === 'delete') return onDelete(row, action);
    if ((kind === 'edit' || kind === 'view') && editRoute) return void navigate(editRoute(row.id));
    if (action.callback || !action.url) return onAction?.(action, row);
    void navigate(actionTarget(action.url, row.id));
  };

  return (
    <Space size={0}>
      {rowActionsFor(actions, row).map((view) => (
        <Tooltip key={view.action.name} title={view.title}>
          <Button
            type="text"
            size="small"
            aria-label={view.title}
            disabled={view.kind === 'deleteForbidden'}
            danger={view.kind === 'delete'}
            icon={<ActionIcon name={view.icon} />}
            onClick={(event) => {
              event.stopPropagation();
              run(view);
            }}
          />
        </Tooltip>
      ))}
    </Space>
  );
}
