import { engineApi, type FormDefinition } from '@canal/contracts';
import { failedAnswer, useEndpoint } from '@canal/kit';

export interface FormDefinitionState {
  definition: FormDefinition | null;
  loadError: string | null;
  /** The HTTP status of a failed load (403 wrong role, 404 unknown record or module), null otherwise. */
  loadStatus: number | null;
  reload: () => void;
}

/** GET {fetchUrl}[/{id}][?view=]: the form definition, fetched again when the address changes or on reload(). */
export function useFormDefinition(address: string): FormDefinitionState {
  const { data, error, failure, refetch } = useEndpoint(engineApi.formDefinition, {}, { url: address });
  return { definition: data?.data ?? null, loadError: error, loadStatus: error ? (failedAnswer(failure)?.status ?? null) : null, reload: () => void refetch() };
}
