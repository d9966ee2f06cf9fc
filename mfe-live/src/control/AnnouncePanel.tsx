import { useState } from 'react';
import { liveApi, liveControlApi } from '@canal/contracts';
import { Alert, Button, Card, Empty, Flex, LinkButton, LoadingBlock, Menu, Space, Tag, Typography, useEndpoint } from '@canal/kit';
import { ConfirmDialog } from './ConfirmDialog';
import { useControlAction } from './useControlAction';

/**
 * The Annonce tab: a selector 'number + title' ('Activée !' on the one on screen), Activer/Désactiver,
 * and for admin Ajouter, Editer, Supprimer and a preview; the active one cannot be edited nor deleted.
 */
export function AnnouncePanel({ eventId }: { eventId: number }) {
  const list = useEndpoint(liveControlApi.announceList, { eventId });
  const setState = useControlAction(liveApi.stateSet, { invalidates: [liveControlApi.announceList, liveControlApi.orchestratorPanel] });
  const deleteAnnounce = useControlAction(liveControlApi.announceDelete, { invalidates: [liveControlApi.announceList] });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (!list.data) return list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />;
  const { data: announces, state } = list.data;
  const activeId = state.contentType === 'announce' ? Number(state.contentId) : null;
  const selected = announces.find((announce) => announce.id === selectedId) ?? announces.find((announce) => announce.id === activeId) ?? announces[0] ?? null;
  const selectedActive = selected !== null && selected.id === activeId;

  // Activating the active announcement again deactivates it (spec 001 section 4 "Live content").
  const toggle = () =>
    selected &&
    setState.mutate(
      selectedActive ? { eventId, contentType: 'none', contentId: 'none' } : { eventId, contentType: 'announce', contentId: String(selected.id) },
    );
  const remove = async () => {
    if (!selected) return;
    await deleteAnnounce.mutate({ id: selected.id });
    setSelectedId(null);
    setDeleting(false);
  };

  return (
    <Flex vertical gap={12} data-testid="announce-panel">
      <Space wrap>
        <LinkButton to={`/staff/announce/${eventId}/edit`} type="primary">
          Ajouter
        </LinkButton>
      </Space>
      {announces.length === 0 ? (
        <Empty description="Pas d'annonce pour l'instant" />
      ) : (
        <Flex gap={16} wrap>
          <Menu
            style={{ flex: '1 1 240px', maxWidth: 360, borderRadius: 8, border: '1px solid #f0f0f0' }}
            selectedKeys={selected ? [String(selected.id)] : []}
            onClick={({ key }) => setSelectedId(Number(key))}
            items={announces.map((announce, index) => ({
              key: String(announce.id),
              label: (
                <span>
                  {index + 1}. {announce.announceTitle} {announce.id === activeId && <Tag color="red">Activée !</Tag>}
                </span>
              ),
            }))}
          />
          {selected && (
            <Card size="small" style={{ flex: '2 1 300px' }} title={selected.announceTitle} data-testid="announce-preview">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{selected.announceText}</Typography.Paragraph>
              <Space wrap>
                <Button type={selectedActive ? 'default' : 'primary'} loading={setState.pending} onClick={() => void toggle()}>
                  {selectedActive ? 'Désactiver' : 'Activer'}
                </Button>
                {!selectedActive && <LinkButton to={`/staff/announce/${eventId}/edit/${selected.id}`}>Editer</LinkButton>}
                {!selectedActive && (
                  <Button danger onClick={() => setDeleting(true)}>
                    Supprimer
                  </Button>
                )}
              </Space>
            </Card>
          )}
        </Flex>
      )}
      <ConfirmDialog open={deleting} running={deleteAnnounce.pending} onConfirm={() => void remove()} onCancel={() => setDeleting(false)} />
    </Flex>
  );
}
