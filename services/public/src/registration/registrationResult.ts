import type { FormPostResponse } from '@canal/contracts';

/** The spec's "Registration result", carried in a saved answer's data beside the engine's id and values. */
export interface RegistrationResult {
  accountStatus: 'pending';
  accountJob: string;
  showStudentMessage: boolean;
}

/** Adds the registration result to a saved answer (other answers pass unchanged). */
export function withRegistrationResult(answer: FormPostResponse): FormPostResponse & { data?: Partial<RegistrationResult> } {
  if (answer.form !== 'saved' || !answer.data?.values) return answer;
  const { values } = answer.data;
  const accountJob = typeof values.accountJob === 'string' ? values.accountJob : '';
  const result: RegistrationResult = { accountStatus: 'pending', accountJob, showStudentMessage: values.showStudentMessage === '1' };
  return { ...answer, data: { ...answer.data, ...result } };
}
