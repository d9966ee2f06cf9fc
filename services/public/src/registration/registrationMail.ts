import { STUDENT_MESSAGE } from '@canal/contracts';
import type { OutgoingMail } from '@canal/service-core';


/** The confirmation e-mail of a registration (the account waits for a staff validation). */
export function registrationMail(to: string, firstname: string, student: boolean): OutgoingMail {
  return {
    to,
    subject: 'Canal Pneumo : votre inscription',
    text: [
      `Bonjour ${firstname},`,
      '',
      'Nous avons bien reçu votre demande d’inscription à Canal Pneumo.',
      student ? STUDENT_MESSAGE : 'Votre compte sera activé après vérification de vos informations par notre équipe ; vous recevrez alors un e-mail.',
      '',
      'L’équipe Canal Pneumo',
    ].join('\n'),
  };
}
