/** What a student is told after registering, on the page and in the confirmation e-mail (spec 000 section 2.7). */
export const STUDENT_MESSAGE =
  'Votre demande et votre autorisation seront examinées par notre équipe : vous recevrez un e-mail de confirmation sous 48 heures.';
