import { STUDENT_MESSAGE } from '@canal/contracts';
import type { OutgoingMail, ServiceContext } from '@canal/service-core';

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

/**
 * To the holder of an address someone tried to register again: the requester was answered as for a
 * registration (so that nobody learns which addresses have an account), the holder learns it here.
 */
export function addressTakenMail(ctx: ServiceContext, holder: { email: string; firstname: string }): OutgoingMail {
  return {
    to: holder.email,
    subject: 'Canal Pneumo : tentative d’inscription avec votre adresse',
    text: [
      holder.firstname ? `Bonjour ${holder.firstname},` : 'Bonjour,',
      '',
      'Quelqu’un a tenté de créer un compte Canal Pneumo avec votre adresse e-mail, qui est déjà celle de votre compte. Aucun autre compte n’a été créé.',
      '',
      'Si c’était vous, connectez-vous avec votre compte. Mot de passe oublié ? Demandez un lien pour en choisir un nouveau :',
      `${ctx.config.PUBLIC_URL}/rpwd`,
      '',
      'Si ce n’était pas vous, ignorez ce message : votre compte n’a pas changé.',
      '',
      'L’équipe Canal Pneumo',
    ].join('\n'),
  };
}
