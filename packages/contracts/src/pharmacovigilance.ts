/**
 * The pharmacovigilance notice (spec 000 §2.13: under the contact form's message field), shown too
 * under the live room's question field and the chat's message field: the three places where a
 * possible adverse event opens a case (issue 33 §4, services/domain/src/pharmacovigilance).
 */
export const PHARMACOVIGILANCE_NOTICE =
  'Pharmacovigilance : pour déclarer un effet indésirable, ne l’indiquez pas dans ce message ; adressez-vous à votre centre régional de pharmacovigilance ou au portail signalement-sante.gouv.fr.';
