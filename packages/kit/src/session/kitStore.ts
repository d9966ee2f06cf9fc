import { getDefaultStore } from 'jotai';

/** The one jotai store of the page (jotai is a shared singleton): the API client reads the token from it. */
export const kitStore = getDefaultStore();
