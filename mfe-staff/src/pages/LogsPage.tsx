import { useState } from 'react';
import { staffApi } from '@canal/contracts';
import { Alert, Button, Flex, Input, LoadingBlock, PageSection, Tag, Typography, useEndpoint } from '@canal/kit';

const LEVEL_LABELS: Record<(typeof staffApi.LOG_LEVELS)[number], string> = { debug: 'Débogage', info: 'Information', warn: 'Avertissement', error: 'Erreur' };
const LEVEL_COLOURS: Record<(typeof staffApi.LOG_LEVELS)[number], string> = { debug: 'default', info: 'processing', warn: 'warning', error: 'error' };

/** MON COMPTE > Logs (admin): the recent log lines, latest first, by minimum level and text, 50 a page. */
export default function LogsPage() {
  const [level, setLevel] = useState<(typeof staffApi.LOG_LEVELS)[number] | undefined>(undefined);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useEndpoint(staffApi.logs, { level, q: text || undefined, page }, { keepPreviousData: true });
  const pages = data ? Math.max(1, Math.ceil(data.data.total / data.data.pageSize)) : 1;
  return (
    <PageSection
      title="Logs"
      extra={
        <Button onClick={() => void refetch()} loading={loading}>
          Actualiser
        </Button>
      }
    >
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <Flex gap={4} wrap role="group" aria-label="Niveau minimum">
          <Button
            type={level === undefined ? 'primary' : 'default'}
            onClick={() => {
              setLevel(undefined);
              setPage(1);
            }}
          >
            Tous
          </Button>
          {staffApi.LOG_LEVELS.map((candidate) => (
            <Button
              key={candidate}
              type={level === candidate ? 'primary' : 'default'}
              onClick={() => {
                setLevel(candidate);
                setPage(1);
              }}
            >
              {LEVEL_LABELS[candidate]}
            </Button>
          ))}
        </Flex>
        <Input.Search
          allowClear
          placeholder="Rechercher dans les messages"
          aria-label="Rechercher dans les messages"
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setText(value.trim());
            setPage(1);
          }}
        />
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
      {!data && !error && <LoadingBlock />}
      {data && (
        <>
          {data.data.lines.length === 0 && <Typography.Text type="secondary">Aucune ligne.</Typography.Text>}
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.data.lines.map((line) => (
              <li key={line.seq} style={{ borderBottom: '1px solid #f0f0f0', padding: '6px 0' }}>
                <Flex gap={8} wrap align="baseline">
                  <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>
                    {line.time.replace('T', ' ').slice(0, 19)}
                  </Typography.Text>
                  <Tag color={LEVEL_COLOURS[line.level]}>{LEVEL_LABELS[line.level]}</Tag>
                  <Typography.Text>{line.message}</Typography.Text>
                </Flex>
                {line.fields !== '{}' && (
                  <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                    {line.fields}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ol>
          <Flex gap={8} align="center" justify="flex-end" style={{ marginTop: 12 }}>
            <Typography.Text type="secondary">
              {data.data.total} ligne{data.data.total > 1 ? 's' : ''} · page {page}/{pages}
            </Typography.Text>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Précédente
            </Button>
            <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Suivante
            </Button>
          </Flex>
        </>
      )}
    </PageSection>
  );
}
