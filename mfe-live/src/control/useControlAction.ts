import type { Endpoint, EndpointInput, EndpointOutput } from '@canal/contracts/core';
import { App, useEndpointMutation, type MutationOptions, type MutationState } from '@canal/kit';

/**
 * A control-room action: useEndpointMutation whose failure shows as a toast with the server's French
 * message (the panels have no room under their buttons); `refresh` asks again what the action changed.
 */
export function useControlAction<E extends Endpoint>(
  endpoint: E,
  options: Omit<MutationOptions<EndpointOutput<E>>, 'onError'> = {},
): MutationState<EndpointInput<E>, EndpointOutput<E>> {
  const { message } = App.useApp();
  return useEndpointMutation<E['input'], E['output']>(endpoint, { ...options, onError: (text) => void message.error(text) });
}
