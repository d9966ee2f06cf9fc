import { OPTIN_FIELDS } from '@canal/domain';

/**
 * The small pages of the unsubscribe link, served by the API itself: the link must work from any
 * mail client, logged in or not, without the site's scripts. Plain French, one idea each.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const labelOf = (consent: string) => OPTIN_FIELDS.find((field) => field.id === consent)?.label ?? consent;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Canal Pneumo</title>
<style>
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f5f7fa; color: #1f2933; margin: 0; }
main { max-width: 560px; margin: 48px auto; padding: 32px 24px; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08); }
h1 { font-size: 1.4rem; color: #1d5fa8; margin-top: 0; }
p { line-height: 1.5; }
blockquote { margin: 16px 0; padding: 8px 16px; border-left: 4px solid #1d5fa8; background: #f0f5fb; }
button { font: inherit; font-size: 1rem; padding: 10px 20px; border: 0; border-radius: 6px; background: #1d5fa8; color: #fff; cursor: pointer; }
a { color: #1d5fa8; }
@media (max-width: 600px) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">Retour à Canal Pneumo</a></p>
</main></body>
</html>
`;
}

/** GET: what the click will do, and the button that does it (a GET never withdraws: mail scanners open links). */
export function unsubscribeAskPage(consent: string, action: string): string {
  return page(
    'Se désabonner',
    `<p>Vous ne recevrez plus les e-mails qui dépendent de votre accord&nbsp;:</p>
<blockquote>${escapeHtml(labelOf(consent))}</blockquote>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Confirmer le désabonnement</button></form>
<p>Les e-mails de service (rappels des sessions auxquelles vous êtes inscrit, réinitialisation du mot de passe) continuent de vous parvenir.</p>`,
  );
}

/** POST: the consent is withdrawn (now, or already before). */
export function unsubscribeDonePage(consent: string, already: boolean): string {
  return page(
    'Désabonnement enregistré',
    `<p>${already ? 'Votre accord était déjà retiré' : 'Votre accord est retiré'}&nbsp;: vous ne recevrez plus les e-mails qui en dépendent.</p>
<blockquote>${escapeHtml(labelOf(consent))}</blockquote>
<p>Ce choix est enregistré dans l’historique de vos consentements. Vous pouvez le modifier à tout moment dans «&nbsp;Mon compte&nbsp;», rubrique «&nbsp;Mes consentements&nbsp;».</p>`,
  );
}

export const INVALID_UNSUBSCRIBE_LINK = 'Ce lien de désabonnement est invalide ou ne correspond à aucun compte.';

/** A link that was altered, or of an account that no longer exists. */
export const unsubscribeInvalidPage = () => page('Lien invalide', `<p>${escapeHtml(INVALID_UNSUBSCRIBE_LINK)}</p>`);
