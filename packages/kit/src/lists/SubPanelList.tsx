import { engineApi, type ListRow, type ListSubPanel } from '@canal/contracts';
import { LoadingBlock, useEndpoint } from '@canal/kit';
import { Alert, Typography } from 'antd';
import { actionTarget } from './rowActions';
import { ListTable } from './ListTable';

/** The panel under an expanded row, declared by the server: GET {url}/{rowId} gives a small list. */
export function SubPanelList({ panel, row }: { panel: ListSubPanel; row: ListRow }) {
  const { data, error } = useEndpoint(engineApi.listPage, {}, { url: actionTarget(panel.url, row.id) });
  return (
    <div style={{ padding: '8px 0' }}>
      <Typography.Title level={5}>{panel.heading ?? panel.title}</Typography.Title>
      {error ? <Alert type="error" showIcon title={error} /> : data ? <ListTable data={data.data} loading={false} size="small" /> : <LoadingBlock />}
    </div>
  );
}
