import { engineApi, type FormDefinition } from '@canal/contracts';
import { useEndpoint } from '@canal/kit';

export interface FormDefinitionState {
  definition: FormDefinition | null;
  loadError: string | null;
  reload(): void;
}

/** GET {fetchUrl}[/{id}][?view=]: the form definition, fetched again when the address changes or on reload(). */
export function useFormDefinition(address: string): FormDefinitionState {
  const { data, error, refetch } = useEndpoint(engineApi.formDefinition, {}, { url: address });
  return { definition: data?.data ?? null, loadError: error, reload: () => void refetch() };
}
