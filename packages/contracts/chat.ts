/**
 * The chat's contracts on their own (`@canal/contracts/chat`): the chat remote bundles this entry
 * instead of reading the shell's shared copy of `@canal/contracts`, so that a new chat feature
 * ships by rebuilding mfe-chat and restarting services/chat alone, whatever shell is deployed.
 * The declarations themselves stay in src/ (one declaration, read by the service and the page).
 */
export * from './src/chat';
export * as chatApi from './src/endpoints/chat';
export { PHARMACOVIGILANCE_NOTICE } from './src/pharmacovigilance';
