import { formatLongDate } from '@canal/contracts';
import { PageSection, Typography } from '@canal/kit';
import { DynamicForm } from '@canal/kit/forms';
import { statement } from '../accessibility/statement';

const CONTACT_FORM_URL = '/api/contact';
/** The contact form's accessibility request (services/public/src/contact/contactForm.ts ACCESSIBILITY_VIEW). */
const ACCESSIBILITY_VIEW = '4';

const { Title, Paragraph, Text } = Typography;

/** A link inside a sentence is underlined: told apart by more than its colour (WCAG 1.4.1). */
const TEXT_LINK = { textDecoration: 'underline' } as const;

/** 'samedi 28 novembre 2026' from an ISO date or time. */
const dayOf = (iso: string) => formatLongDate(Math.floor(Date.parse(iso) / 1000));

/**
 * /accessibilite (issue 35 §5): the RGAA accessibility statement, in the official template's order,
 * made from the manual checklist and the axe journey's last measure (src/accessibility/README.md),
 * and the form to ask for an accessible alternative.
 */
export default function AccessibilityPage() {
  const { checklist, axe, level, rate, assessed, complete, nonConformities, pagesChecked } = statement;
  const violations = axe.runs.reduce((sum, run) => sum + run.violations.length, 0);
  return (
    <PageSection title="Déclaration d’accessibilité" maxWidth={880}>
      <Paragraph>
        {checklist.entity} s’engage à rendre son site accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration
        d’accessibilité s’applique au site {checklist.site}.
      </Paragraph>

      <Title level={2}>État de conformité</Title>
      <Paragraph>
        Le site {checklist.site} est <Text strong>{level}</Text> avec le référentiel général d’amélioration de l’accessibilité ({checklist.referential}).
      </Paragraph>
      {!complete && (
        <Paragraph>
          Aucun audit complet des {checklist.criteriaTotal} critères du référentiel n’a encore été réalisé : {assessed} critères ont été évalués à ce jour.
        </Paragraph>
      )}

      <Title level={2}>Résultats des tests</Title>
      <ul>
        {rate !== null && (
          <li>
            {rate} % des critères évalués sont respectés ({assessed - nonConformities.length} sur {assessed}).
          </li>
        )}
        <li>
          {axe.measuredAt === null
            ? 'Les tests automatiques n’ont pas encore été enregistrés.'
            : `Tests automatiques du ${dayOf(axe.measuredAt)} : ${pagesChecked.length} pages vérifiées, ${violations === 0 ? 'aucune erreur relevée' : `${violations} erreur${violations > 1 ? 's' : ''} relevée${violations > 1 ? 's' : ''}`}.`}
        </li>
      </ul>

      <Title level={2}>Contenus non accessibles</Title>
      <Title level={3}>Non-conformités</Title>
      {nonConformities.length === 0 ? (
        <Paragraph>Aucune non-conformité relevée sur les critères évalués.</Paragraph>
      ) : (
        <ul>
          {nonConformities.map((criterion) => (
            <li key={criterion.id}>
              <Text strong>Critère {criterion.id}</Text> : {criterion.title}
              {criterion.note && <> {criterion.note}</>}
              {criterion.alternative && (
                <>
                  {' '}
                  <Text strong>Alternative :</Text> {criterion.alternative}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <Title level={3}>Dérogations pour charge disproportionnée</Title>
      {checklist.derogations.length === 0 ? (
        <Paragraph>Aucune.</Paragraph>
      ) : (
        <ul>
          {checklist.derogations.map((item) => (
            <li key={item.title}>
              {item.title} : {item.reason}
            </li>
          ))}
        </ul>
      )}
      <Title level={3}>Contenus non soumis à l’obligation d’accessibilité</Title>
      <ul>
        {checklist.exemptions.map((item) => (
          <li key={item.title}>
            {item.title} : {item.reason}
          </li>
        ))}
      </ul>

      <Title level={2}>Établissement de cette déclaration d’accessibilité</Title>
      <Paragraph>
        Cette déclaration a été établie le {dayOf(checklist.audit.date)} par {checklist.audit.by}.
      </Paragraph>
      <Title level={3}>Méthode</Title>
      <Paragraph>{checklist.audit.method}</Paragraph>
      <Title level={3}>Technologies utilisées pour la réalisation du site</Title>
      <ul>
        {checklist.audit.technologies.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Title level={3}>Environnement de test</Title>
      <ul>
        {checklist.audit.environment.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Title level={3}>Outils pour évaluer l’accessibilité</Title>
      <ul>
        {checklist.audit.tools.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Title level={3}>Pages du site ayant fait l’objet de la vérification de conformité</Title>
      {pagesChecked.length === 0 ? (
        <Paragraph>Aucune mesure enregistrée.</Paragraph>
      ) : (
        <ul>
          {pagesChecked.map((path) => (
            <li key={path}>{path}</li>
          ))}
        </ul>
      )}

      <Title level={2} id="demande">
        Retour d’information et contact
      </Title>
      <Paragraph>
        Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez-nous avec ce formulaire : nous vous orienterons vers une alternative accessible ou
        vous enverrons le contenu sous une autre forme.
      </Paragraph>
      <DynamicForm fetchUrl={CONTACT_FORM_URL} view={ACCESSIBILITY_VIEW} afterEdit="log" hideOnComplete fullSize />

      <Title level={2}>Voies de recours</Title>
      <Paragraph>
        Si vous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service du site et que vous n’avez pas obtenu de réponse
        satisfaisante, vous pouvez :
      </Paragraph>
      <ul>
        <li>
          écrire un message au Défenseur des droits (
          <a href="https://formulaire.defenseurdesdroits.fr/" style={TEXT_LINK}>
            formulaire en ligne du Défenseur des droits
          </a>
          ) ;
        </li>
        <li>
          contacter le délégué du Défenseur des droits dans votre région (
          <a href="https://www.defenseurdesdroits.fr/carte-des-delegues" style={TEXT_LINK}>
            carte des délégués du Défenseur des droits
          </a>
          ) ;
        </li>
        <li>envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.</li>
      </ul>
    </PageSection>
  );
}
