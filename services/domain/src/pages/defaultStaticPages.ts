import type { StaticPage, StaticPageKey } from '@canal/contracts';

// The static pages of the footer (GET /api/page/get/{key}); `staticPageSchema` says how their text is laid out.

export interface StaticPageSettings {
  /** Lifetime of the session cookie (SESSION_TTL_HOURS). */
  sessionHours: number;
}

/** French typography: no line break inside « » nor before : ; ! ? */
const frenchSpaces = (text: string) =>
  text
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»')
    .replace(/ ([:;!?])/g, '\u00a0$1');

const paragraphs = (...blocks: string[]) => blocks.map(frenchSpaces).join('\n\n');

function sessionDuration(hours: number): string {
  if (hours % 24 === 0) return `${hours / 24} jour${hours / 24 > 1 ? 's' : ''}`;
  return `${hours} heure${hours > 1 ? 's' : ''}`;
}

const legal = (): StaticPage => ({
  title: 'Mentions légales',
  content: paragraphs(
    '# Éditeur du site',
    'Le site Canal Pneumo est édité par le laboratoire pharmaceutique qui en assure l’exploitation (ci-après « l’Éditeur »). Sa raison sociale, son siège social, son numéro d’immatriculation et le nom du directeur de la publication figurent sur les documents contractuels remis aux professionnels de santé et sont communiqués sur simple demande depuis la page Contact.',
    '# Objet du site',
    'Canal Pneumo est une plateforme d’information et de formation destinée exclusivement aux professionnels de santé de la médecine respiratoire : webinaires en direct, replays, podcasts, actualités et documentation. Les contenus ne constituent pas un avis médical et ne remplacent pas le jugement clinique du professionnel de santé.',
    '# Hébergement',
    'Le site et ses données sont hébergés dans l’Union européenne par un prestataire d’hébergement professionnel lié à l’Éditeur par contrat. Ses coordonnées sont communiquées sur simple demande depuis la page Contact.',
    '# Propriété intellectuelle',
    'L’ensemble des contenus du site (textes, vidéos, podcasts, images, logos, présentations des orateurs) est protégé par le droit de la propriété intellectuelle. Toute reproduction, représentation, diffusion ou enregistrement, total ou partiel, sans l’autorisation écrite de l’Éditeur est interdit. Les émissions en direct ne peuvent être ni enregistrées ni rediffusées.',
    '# Pharmacovigilance',
    'Si vous avez connaissance d’un effet indésirable susceptible d’être lié à un médicament, déclarez-le sans délai sur le portail officiel de signalement des événements sanitaires indésirables (signalement-sante.gouv.fr) ou auprès de votre centre régional de pharmacovigilance. Le formulaire de contact du site n’est pas destiné à ces déclarations.',
    '# Liens externes',
    'Le site peut contenir des liens vers des sites tiers. L’Éditeur n’exerce aucun contrôle sur ces sites et n’est pas responsable de leur contenu. Une confirmation vous est demandée avant de quitter Canal Pneumo.',
    '# Responsabilité',
    'L’Éditeur s’efforce d’assurer l’exactitude et la mise à jour des informations diffusées, sans pouvoir garantir l’absence d’erreur ou d’interruption du service. Les propos tenus par les orateurs n’engagent qu’eux-mêmes.',
    '# Droit applicable',
    'Les présentes mentions sont régies par le droit français. Tout litige relève des juridictions françaises compétentes.',
  ),
});

const confidentiality = (): StaticPage => ({
  title: 'Politique de confidentialité',
  content: paragraphs(
    'La présente politique explique quelles données personnelles Canal Pneumo traite, pourquoi, pendant combien de temps, et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi « Informatique et Libertés ».',
    '# Responsable du traitement',
    'Le responsable du traitement est l’Éditeur du site (voir les mentions légales). Vous pouvez joindre son délégué à la protection des données depuis la page Contact.',
    '# Données collectées',
    'Lors de votre inscription : adresse e-mail, nom, prénom, profession, numéro RPPS ou ADELI le cas échéant, ville et numéro de téléphone portable, ainsi que vos choix de consentement. Lors de votre utilisation du site : vos inscriptions aux émissions, votre présence aux émissions en direct, vos questions, réponses aux quiz et sondages, avis de satisfaction et messages envoyés depuis le formulaire de contact.',
    '# Finalités et bases légales',
    'Ces données servent à vérifier votre qualité de professionnel de santé et à gérer votre compte (exécution du service), à vous inscrire aux émissions et vous envoyer les rappels correspondants (exécution du service), à animer les émissions en direct et en mesurer la qualité (intérêt légitime de l’Éditeur), à respecter les obligations de transparence des liens d’intérêts et de pharmacovigilance (obligation légale) et, si vous l’avez accepté, à vous adresser des informations sur nos prochaines émissions (consentement).',
    '# Destinataires',
    'Les données sont destinées aux seules équipes habilitées de l’Éditeur et à ses sous-traitants techniques (hébergement, envoi des e-mails, diffusion vidéo), tenus à la confidentialité. Les orateurs ne reçoivent que les questions que vous leur posez, sans vos coordonnées. Aucune donnée n’est vendue.',
    '# Durées de conservation',
    'Les données du compte sont conservées tant que le compte est actif, puis trois ans après le dernier contact (connexion, présence à une émission, replay ou podcast écouté) : un e-mail vous prévient trente jours avant, puis le compte est anonymisé. Les attestations de présence et les déclarations imposées par la loi sont conservées sans votre identité. Les données de participation aux émissions sont conservées pendant la durée imposée par les obligations réglementaires applicables. Les journaux techniques de connexion sont conservés un an.',
    '# Sécurité',
    'Les mots de passe sont stockés sous forme chiffrée irréversible (argon2id) et les échanges avec le site sont chiffrés. Les sessions peuvent être fermées à tout moment par la déconnexion, et le sont toutes lors d’un changement de mot de passe.',
    '# Vos droits',
    'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de retirer votre consentement à tout moment depuis la page Mon compte, la page Contact ou le lien de désabonnement présent dans chaque e-mail d’information. Vous pouvez également introduire une réclamation auprès de la CNIL (www.cnil.fr).',
    '# Cookies',
    'L’utilisation des cookies est décrite dans la politique de cookies, accessible en bas de chaque page.',
  ),
});

const cookies = (settings: StaticPageSettings): StaticPage => ({
  title: 'Politique de cookies',
  content: paragraphs(
    'Un cookie est un petit fichier déposé sur votre terminal lors de la consultation d’un site. Canal Pneumo en utilise le moins possible.',
    '# Cookies nécessaires au fonctionnement du site',
    `Le cookie de session « cp_sid », posé à la connexion, maintient votre connexion. Il ne contient qu’un identifiant aléatoire, n’est pas lisible par les scripts de la page et expire au plus tard au bout de ${sessionDuration(settings.sessionHours)}, ou dès votre déconnexion.`,
    'Le cookie de sécurité « cp_csrf » protège les formulaires contre les requêtes envoyées depuis un autre site. Il ne contient qu’un nombre aléatoire, ne vous identifie pas, n’est pas lisible par les scripts de la page et expire au bout d’un an.',
    'Le cookie « rgpd » conserve votre choix concernant les cookies (acceptation, et accord ou refus de la mesure d’audience) pendant 10 jours, afin de ne pas vous reposer la question à chaque visite. À son expiration, le bandeau d’information s’affiche de nouveau.',
    'Ces cookies sont indispensables : ils sont déposés sans consentement préalable, conformément aux recommandations de la CNIL.',
    '# Mesure d’audience',
    'Lorsque la mesure d’audience est activée, ses scripts ne sont chargés qu’après votre accord donné dans le bandeau cookies. Elle sert uniquement à établir des statistiques de fréquentation anonymes. Sans votre accord, aucun cookie de mesure d’audience n’est déposé.',
    '# Vidéos et contenus tiers',
    'Les lecteurs vidéo intégrés aux émissions peuvent déposer leurs propres cookies, soumis à la politique de leur fournisseur.',
    '# Modifier votre choix',
    'Vous pouvez à tout moment supprimer les cookies depuis les réglages de votre navigateur : le bandeau vous proposera alors de nouveau de faire votre choix. Refuser les cookies nécessaires empêche la connexion à votre compte.',
  ),
});

export function staticPage(key: StaticPageKey, settings: StaticPageSettings): StaticPage {
  if (key === 'legal') return legal();
  if (key === 'confidentiality') return confidentiality();
  return cookies(settings);
}
