import type { FormValues } from '@canal/contracts';
import { formText, type ServiceContext } from '@canal/service-core';
import { directoryVerdict, type DirectoryVerdict } from '@canal/domain';
import { fixedJob, type RegistrationView } from './registrationKinds';

/**
 * The registration's one question to the RPPS directory (issue 22): a number of the RPPS or ADELI
 * entry that the directory lists under the typed name, for the profession chosen, opens the account
 * at once; anything else leaves it pending, with the reason kept for staff. Null without a number.
 * It reads only what was typed, never whether the address has an account, so a taken address gets
 * the same answer as a free one.
 */
export async function verifyAgainstDirectory(ctx: ServiceContext, view: RegistrationView, values: FormValues): Promise<DirectoryVerdict | null> {
  // The RPPS entry's profession is the one chosen (a pharmacist's, a nurse's…), the ADELI entry's the nurse.
  const job = fixedJob(view) ?? formText(values.accountJob);
  const number = formText(values.accountJobPrecision);
  if (view === 'norpps' || job === '' || number === '') return null;
  return directoryVerdict(ctx.db, {
    kind: view,
    number,
    lastname: formText(values.accountLastname),
    firstname: formText(values.accountFirstname),
    job,
  });
}
