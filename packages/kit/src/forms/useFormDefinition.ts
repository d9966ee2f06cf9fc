import { useCallback, useEffect, useState } from 'react';
import type { FormDefinition, FormFetchResponse } from '@canal/contracts';
import { apiErrorOf } from '@canal/kit';
import { getJson } from '@canal/kit';

export interface FormDefinitionState {
  definition: FormDefinition | null;
  loadError: string | null;
  reload(): void;
}

/** GET {fetchUrl}[/{id}][?view=]: the form definition, fetched again when the address changes or on reload(). */
export function useFormDefinition(address: string): FormDefinitionState {
  const [definition, setDefinition] = useState<FormDefinition | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setDefinition(null);
    setLoadError(null);
    getJson<FormFetchResponse>(address)
      .then((response) => {
        if (!current) return;
        if (response && typeof response === 'object' && response.data && Array.isArray(response.data.fields)) setDefinition(response.data);
        else setLoadError('Le formulaire est indisponible.');
      })
      .catch((error: unknown) => {
        if (current) setLoadError(apiErrorOf(error));
      });
    return () => {
      current = false;
    };
  }, [address, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { definition, loadError, reload };
}
