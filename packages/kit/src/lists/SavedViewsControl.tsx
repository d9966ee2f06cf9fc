import { useState } from 'react';
import { staffApi } from '@canal/contracts';
import { useEndpoint, useEndpointMutation } from '@canal/kit';
import { App, Button, Flex, Input, Modal, Select } from 'antd';
import { viewFromParams, viewToParams, type ListViewState } from './listViewState';

export interface SavedViewsControlProps {
  /** The list module's name ('account'). */
  module: string;
  /** The list's latest view (useListView's `latest`): what is saved, even while the page still draws a change just asked. */
  latestView: () => ListViewState;
  onApply: (view: ListViewState) => void;
}

/** Saved views (Directus' bookmarks): the user's named filters, sort, page size and hidden columns of this list. */
export function SavedViewsControl({ module, latestView, onApply }: SavedViewsControlProps) {
  // The page's App context (AntdProviders): antd's static message would miss the site's theme and locale.
  const { message } = App.useApp();
  const { data, update } = useEndpoint(staffApi.savedViewsList, { module });
  const [chosen, setChosen] = useState<number | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const views = data?.data ?? [];
  const replace = (list: staffApi.SavedView[]) => update((answer) => ({ ...answer, data: list }));
  const toast = (text: string) => void message.error(text);
  const saving = useEndpointMutation(staffApi.savedViewsSave, {
    onSuccess: (answer) => {
      replace(answer.data);
      setChosen(answer.data.find((saved) => saved.name === name.trim())?.id ?? null);
      setNaming(false);
      void message.success(`Vue « ${name.trim()} » enregistrée.`);
    },
    onError: toast,
  });
  const removing = useEndpointMutation(staffApi.savedViewsDelete, {
    onSuccess: (answer) => {
      replace(answer.data);
      setChosen(null);
    },
    onError: toast,
  });
  const save = () => saving.mutate({ module, name, query: viewToParams(latestView()).toString() });
  const remove = async () => {
    if (chosen !== null) await removing.mutate({ id: chosen });
  };
  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label="Vues enregistrées"
        placeholder="Vues enregistrées"
        style={{ minWidth: 180 }}
        value={chosen ?? undefined}
        options={views.map((saved) => ({ value: saved.id, label: saved.name }))}
        notFoundContent="Aucune vue enregistrée"
        onChange={(id: number) => {
          setChosen(id);
          const saved = views.find((candidate) => candidate.id === id);
          if (saved) onApply(viewFromParams(new URLSearchParams(saved.query)));
        }}
      />
      <Button
        onClick={() => {
          setName('');
          setNaming(true);
        }}
      >
        Enregistrer la vue
      </Button>
      {chosen !== null && (
        <Button danger onClick={() => void remove()}>
          Supprimer la vue
        </Button>
      )}
      <Modal
        open={naming}
        title="Enregistrer la vue"
        okText="Enregistrer"
        cancelText="Annuler"
        onOk={() => void save()}
        onCancel={() => setNaming(false)}
        okButtonProps={{ disabled: !name.trim() }}
      >
        <Input
          aria-label="Nom de la vue"
          placeholder="Ex. : comptes en attente"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => name.trim() && void save()}
        />
      </Modal>
    </Flex>
  );
}
