import { CalendarOutlined, UserAddOutlined, VideoCameraOutlined } from '@canal/kit/core';
import './home.css';

/**
 * The intro's three steps for a visitor (spec 000 section 2.4, its texts not shown): how Canal Pneumo
 * works, from registering to the live room. Three cards side by side, stacked on phones: nothing
 * moves by itself, so a doctor reads them at their pace.
 */
const STEPS = [
  { icon: <UserAddOutlined />, title: '1. Je crée mon compte', text: 'Avec mon numéro RPPS ou ADELI, en deux minutes ; les autres professionnels de santé et les étudiants sont vérifiés par notre équipe.' },
  { icon: <CalendarOutlined />, title: '2. Je choisis mes sessions', text: 'Je m’inscris aux dates qui me conviennent et je reçois l’invitation pour mon agenda, puis un rappel la veille et une heure avant.' },
  { icon: <VideoCameraOutlined />, title: '3. Je suis le direct', text: 'Je rejoins la salle en un clic, je pose mes questions aux experts, je réponds aux quiz ; le replay reste disponible ensuite.' },
];

export function IntroSteps() {
  return (
    <section aria-label="Comment ça marche" style={{ margin: '8px 0 32px' }}>
      <div className="home-steps">
        {STEPS.map((step) => (
          <div key={step.title} className="cp-card">
            <div className="cp-card-body">
              <h2 className="cp-title" style={{ fontSize: 18, margin: 0 }}>
                <span aria-hidden="true" style={{ color: '#1d5fa8', marginRight: 8 }}>
                  {step.icon}
                </span>
                {step.title}
              </h2>
              <p className="cp-secondary" style={{ margin: 0 }}>
                {step.text}
              </p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
