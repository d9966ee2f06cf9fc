import type { ReactNode } from 'react';
import { LIST_TEXTS, type ListData, type ListField, type ListRow } from '@canal/contracts';
import { Card, Checkbox, Empty, Flex, Typography } from 'antd';
import { ListCellView } from './ListCellView';

export interface ListCardsProps {
  data: ListData;
  fields: readonly ListField[];
  actions: (row: ListRow) => ReactNode;
  expandedRow?: (row: ListRow) => ReactNode;
  expandLabel?: string;
  selection?: { keys: readonly (number | string)[]; onChange(keys: (number | string)[]): void };
  /** A row's classes (its apparence, the saved row); else its apparence. */
  rowClass?: (row: ListRow) => string;
}

/**
 * A list on a phone: one card per row, each field as 'label: value', the actions at the bottom,
 * instead of a table that scrolls sideways.
 */
export function ListCards({ data, fields, actions, expandedRow, expandLabel, selection, rowClass }: ListCardsProps) {
  if (data.rows.length === 0) return <Empty description={LIST_TEXTS.empty} />;
  const checked = new Set((selection?.keys ?? []).map(String));
  return (
    <Flex vertical gap={8}>
      {data.rows.map((row) => (
        <Card
          key={String(row.id)}
          size="small"
          data-row-key={String(row.id)}
          className={(rowClass ? rowClass(row) : data.apparence[String(row.id)]) || undefined}
        >
          <Flex vertical gap={4}>
            {selection && (
              <Checkbox
                checked={checked.has(String(row.id))}
                disabled={row.readOnly === 1}
                onChange={(event) =>
                  selection.onChange(
                    event.target.checked ? [...selection.keys, String(row.id)] : selection.keys.filter((key) => String(key) !== String(row.id)),
                  )
                }
              >
                Sélectionner
              </Checkbox>
            )}
            {fields.map((field) => (
              <div key={field.id} style={{ display: 'flex', gap: 8, alignItems: 'baseline', minWidth: 0 }}>
                <Typography.Text type="secondary" style={{ flex: '0 0 38%', fontSize: 13 }}>
                  {field.label}
                </Typography.Text>
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <ListCellView field={field} row={row} linkMap={data.linkMap} />
                </div>
              </div>
            ))}
            <Flex justify="flex-end">{actions(row)}</Flex>
            {expandedRow && (
              <details>
                <summary>{expandLabel ?? 'Détails'}</summary>
                {expandedRow(row)}
              </details>
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
