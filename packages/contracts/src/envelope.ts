/** Every error answer of the API: a French message in `log`, never a stack trace. */
export interface ErrorEnvelope {
  result: false;
  error: string;
  log: string;
  msg: string;
}
