import { useState } from 'react';
import { formatListDate, staffApi } from '@canal/contracts';
import { LoadingBlock, useEndpoint, useSession } from '@canal/kit';
import { Alert, Button, Card, Empty, Flex, Tag, Typography } from 'antd';

function HistoryEntries({ module, id }: { module: string; id: string }) {
  const { data, error } = useEndpoint(staffApi.history, { module, id });
  if (error) return <Alert type="error" message={error} showIcon />;
  if (!data) return <LoadingBlock />;
  if (data.data.length === 0) return <Empty description="Aucune modification enregistrée" />;
  return (
    <ol aria-label="Historique" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {data.data.map((entry) => (
        <li key={entry.id} style={{ borderTop: '1px solid #f0f0f0', padding: '12px 0' }}>
          <Flex gap={8} wrap align="center">
            <Tag>{staffApi.AUDIT_ACTION_LABELS[entry.action]}</Tag>
            <Typography.Text>{formatListDate(entry.date, true)}</Typography.Text>
            <Typography.Text type="secondary">par {entry.author}</Typography.Text>
          </Flex>
          {entry.changes.length > 0 && (
            <table style={{ width: '100%', marginTop: 8, borderCollapse: 'collapse', fontSize: 13 }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left', padding: 4 }}>Champ</th>
                  <th style={{ textAlign: 'left', padding: 4 }}>Avant</th>
                  <th style={{ textAlign: 'left', padding: 4 }}>Après</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((change) => (
                  <tr key={change.field}>
                    <td style={{ padding: 4, verticalAlign: 'top' }}>{change.label}</td>
                    <td style={{ padding: 4, verticalAlign: 'top', wordBreak: 'break-word' }}>{change.old}</td>
                    <td style={{ padding: 4, verticalAlign: 'top', wordBreak: 'break-word' }}>{change.new}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Historique' under an edit form, for admins: every change of the record, asked when opened
 * (GET /api/_history/{module}/{id}: a back-office module's, or an item of a live session's).
 */
export function HistoryPanel({ module, id }: { module: string; id: string | null | undefined }) {
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  if (!id || !can('admin')) return null;
  return (
    <Card
      style={{ marginTop: 24 }}
      title="Historique"
      extra={
        <Button onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Masquer' : 'Afficher'}
        </Button>
      }
    >
      {open ? (
        <HistoryEntries module={module} id={id} />
      ) : (
        <Typography.Text type="secondary">Qui a créé, modifié ou supprimé cet élément, et quand.</Typography.Text>
      )}
    </Card>
  );
}
