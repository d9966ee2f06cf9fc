import { useState } from 'react';
import { Alert, Input, Typography } from '@canal/kit';
import type { ThreadsState } from './useThreads';
import { ThreadRow } from './ThreadRow';
import { matchingThreads } from './threadSearch';

export interface ThreadListProps {
  state: ThreadsState;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The left column: the search, the user's discussions, or why there are none to show. */
export function ThreadList({ state, selectedId, onSelect, onDelete }: ThreadListProps) {
  const { threads, error, deletingId, changeError, clearChangeError, rename } = state;
  const [search, setSearch] = useState('');
  const shown = threads ? matchingThreads(threads, search) : null;
  return (
    <nav aria-label="Discussions">
      {changeError && <Alert type="error" showIcon title={`Erreur : ${changeError}`} closable={{ onClose: clearChangeError }} style={{ marginBottom: 8 }} />}
      {threads && threads.length > 0 && (
        <Input.Search
          allowClear
          placeholder="Rechercher une discussion"
          aria-label="Rechercher une discussion"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ marginBottom: 8 }}
        />
      )}
      {error ? (
        <Alert type="error" showIcon title={`Erreur : ${error}`} />
      ) : shown === null ? (
        <Typography.Text type="secondary">Chargement ...</Typography.Text>
      ) : threads?.length === 0 ? (
        <Typography.Text type="secondary">Aucune discussion</Typography.Text>
      ) : shown.length === 0 ? (
        <Typography.Text type="secondary">Aucune discussion ne correspond à « {search.trim()} ».</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {shown.map((thread) => (
            <ThreadRow
              key={thread.id}
              thread={thread}
              selected={thread.id === selectedId}
              deleting={deletingId === thread.id}
              onSelect={onSelect}
              onDelete={onDelete}
              onRename={rename}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
