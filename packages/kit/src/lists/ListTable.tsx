import type { ReactNode } from 'react';
import { LIST_TEXTS, type ListAction, type ListData, type ListRow, type SortWay } from '@canal/contracts';
import { Grid, Table, type TableProps } from 'antd';
import { cellItems } from './cellValues';
import { ListCards } from './ListCards';
import { ListCellView } from './ListCellView';
import { LIST_ACTIONS_CELL } from './ListRowStyles';
import { RowActions } from './RowActions';
import { SAVED_ROW_CLASS } from './savedRow';
import { tableColumns } from './tableColumns';

export interface ListTableProps {
  data: ListData;
  loading: boolean;
  sort?: { field: string | null; way: SortWay | null };
  onSort?: (field: string) => void;
  editRoute?: (id: number | string) => string;
  onDelete?: (row: ListRow, action: ListAction) => void;
  onAction?: (action: ListAction, row: ListRow) => void;
  /** The panel under an expanded row. */
  expandedRow?: (row: ListRow) => ReactNode;
  /** What that panel is called ('Personnes inscrites'): the expand column's header, the card's summary on a phone. */
  expandLabel?: string;
  size?: 'small' | 'middle';
  /** Columns the user hid. */
  hidden?: readonly string[];
  /** The row a form just saved: highlighted. */
  savedRowId?: string | null;
  /** Rows checked for a bulk action; none: no check boxes. */
  selection?: { keys: readonly (number | string)[]; onChange(keys: (number | string)[]): void };
}

type Column = NonNullable<TableProps<ListRow>['columns']>[number];

/**
 * The rows of a list: one column per field (the first, the id, is not shown; tf_default false
 * starts hidden), a click on a sortable header toggles a/d, the actions last. The table takes the
 * page's width and no more: long texts (an e-mail, a compound name) wrap inside their cells and the
 * actions never do, so a wide list (the accounts at 1366 px) has no sideways scroll and its actions
 * stay in view.
 */
export function ListTable(props: ListTableProps) {
  const { data, loading, sort, onSort, editRoute, onDelete, onAction, expandedRow, expandLabel, size = 'middle', selection, hidden = [], savedRowId } = props;
  const rowClass = (row: ListRow) => [data.apparence[String(row.id)], String(row.id) === savedRowId ? SAVED_ROW_CLASS : undefined].filter(Boolean).join(' ');
  const current = sort ?? { field: data.sort.field, way: data.sort.way };
  // Below antd's md (768 px) a table of many columns scrolls sideways: rows become cards.
  const wide = Grid.useBreakpoint().md ?? true;
  if (!wide) {
    const shown = data.fields.slice(1).filter((field) => field.tf_default !== false && !hidden.includes(field.id));
    const rowActions = (row: ListRow) =>
      data.actions.length > 0 && onDelete ? (
        <RowActions row={row} actions={data.actions} editRoute={editRoute} onDelete={onDelete} onAction={onAction} />
      ) : null;
    return (
      <ListCards
        data={data}
        fields={shown}
        actions={rowActions}
        expandedRow={expandedRow}
        expandLabel={expandLabel}
        selection={selection}
        rowClass={rowClass}
      />
    );
  }
  const columns: Column[] = tableColumns(data.fields, hidden).map(({ field, details }) => ({
    key: field.id,
    title: field.label,
    width: field.listHeaderWidth,
    sorter: Boolean(onSort && field.sortable),
    sortOrder: current.field === field.id ? (current.way === 'd' ? 'descend' : 'ascend') : null,
    render: (_: unknown, row: ListRow) => (
      <>
        <ListCellView field={field} row={row} linkMap={data.linkMap} />
        {details
          .filter((detail) => cellItems(row[detail.id]).length > 0)
          .map((detail) => (
            <div key={detail.id} className="cp-secondary" style={{ fontSize: 12 }}>
              <span className="cp-visually-hidden">{detail.label} : </span>
              <ListCellView field={detail} row={row} linkMap={data.linkMap} />
            </div>
          ))}
      </>
    ),
  }));
  if (data.actions.length > 0 && onDelete) {
    columns.push({
      key: '_actions',
      // Named for screen readers (an empty header is a WCAG failure), not shown.
      title: <span className="cp-visually-hidden">Actions</span>,
      align: 'right',
      className: LIST_ACTIONS_CELL,
      render: (_: unknown, row: ListRow) => <RowActions row={row} actions={data.actions} editRoute={editRoute} onDelete={onDelete} onAction={onAction} />,
    });
  }

  return (
    <Table<ListRow>
      rowKey={(row) => String(row.id)}
      columns={columns}
      dataSource={data.rows}
      loading={loading}
      size={size}
      pagination={false}
      showSorterTooltip={false}
      rowClassName={rowClass}
      locale={{ emptyText: LIST_TEXTS.empty }}
      expandable={
        expandedRow
          ? { expandedRowRender: (row) => expandedRow(row), columnTitle: expandLabel ? <span className="cp-visually-hidden">{expandLabel}</span> : undefined }
          : undefined
      }
      rowSelection={
        selection
          ? {
              selectedRowKeys: [...selection.keys].map(String),
              onChange: (keys) => selection.onChange(keys.map((key) => String(key))),
              // A read-only row (above the caller's rank) cannot be changed: it cannot be checked either.
              getCheckboxProps: (row) => ({ disabled: row.readOnly === 1, 'aria-label': `Sélectionner la ligne ${row.id}` }),
            }
          : undefined
      }
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        if (onSort && one?.columnKey !== undefined) onSort(String(one.columnKey));
      }}
    />
  );
}
