import { useEffect, useState } from 'react';
import type { ListData, ListResponse, ListRow, ListSubPanel } from '@canal/contracts';
import { apiErrorOf } from '@canal/kit';
import { getJson } from '@canal/kit';
import { LoadingBlock } from '@canal/kit';
import { Alert, Typography } from 'antd';
import { actionTarget } from './rowActions';
import { ListTable } from './ListTable';

/** The panel under an expanded row, declared by the server: GET {url}/{rowId} gives a small list. */
export function SubPanelList({ panel, row }: { panel: ListSubPanel; row: ListRow }) {
  const [data, setData] = useState<ListData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const address = actionTarget(panel.url, row.id);

  useEffect(() => {
    let current = true;
    getJson<ListResponse>(address)
      .then((response) => {
        if (current) setData(response.data);
      })
      .catch((failure: unknown) => {
        if (current) setError(apiErrorOf(failure));
      });
    return () => {
      current = false;
    };
  }, [address]);

  return (
    <div style={{ padding: '8px 0' }}>
      <Typography.Title level={5}>{panel.title}</Typography.Title>
      {error ? <Alert type="error" showIcon title={error} /> : data ? <ListTable data={data} loading={false} size="small" /> : <LoadingBlock />}
    </div>
  );
}
