import { Alert, Typography } from '@canal/kit';
import type { ThreadsState } from './useThreads';
import { ThreadRow } from './ThreadRow';

export interface ThreadListProps {
  state: ThreadsState;
  selectedId: string | null;
  onSelect(id: string): void;
  onDelete(id: string): void;
}

/** The left column: the user's discussions, or why there are none to show. */
export function ThreadList({ state, selectedId, onSelect, onDelete }: ThreadListProps) {
  const { threads, error, deleting, deleteError, clearDeleteError } = state;
  return (
    <nav aria-label="Discussions">
      {deleteError && (
        <Alert type="error" showIcon title={`Erreur : ${deleteError}`} closable={{ onClose: clearDeleteError }} style={{ marginBottom: 8 }} />
      )}
      {error ? (
        <Alert type="error" showIcon title={`Erreur : ${error}`} />
      ) : threads === null ? (
        <Typography.Text type="secondary">Chargement ...</Typography.Text>
      ) : threads.length === 0 ? (
        <Typography.Text type="secondary">Aucune discussion</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {threads.map((thread) => (
            <ThreadRow
              key={thread.id}
              thread={thread}
              selected={thread.id === selectedId}
              deleting={deleting.has(thread.id)}
              onSelect={onSelect}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
