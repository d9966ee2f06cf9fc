import { useRef, useState, type KeyboardEvent } from 'react';
import { CalendarOutlined, LightButton, LinkButton, RightOutlined, useMinWidth, UserAddOutlined, VideoCameraOutlined } from '@canal/kit/core';
import { stepFrom } from '../news/newsAction';
import './home.css';

const STEPS = [
  {
    icon: <UserAddOutlined />,
    title: 'Je crée mon compte',
    text: 'Avec mon numéro RPPS ou ADELI, en deux minutes ; les autres professionnels de santé et les étudiants sont vérifiés par notre équipe.',
  },
  {
    icon: <CalendarOutlined />,
    title: 'Je choisis mes sessions',
    text: 'Je m’inscris aux dates qui me conviennent et je reçois l’invitation pour mon agenda, puis un rappel la veille et une heure avant.',
  },
  {
    icon: <VideoCameraOutlined />,
    title: 'Je suis le direct',
    text: 'Je rejoins la salle en un clic, je pose mes questions aux experts, je réponds aux quiz ; le replay reste disponible ensuite.',
  },
];

/** From this width (the spec's md) the three steps fit side by side. */
const SIDE_BY_SIDE_PX = 960;

/**
 * The intro's three steps for a visitor (spec 000 section 2.4 "an intro carousel has 3 steps", its
 * texts not shown): how Canal Pneumo works, from registering to the live room.
 * - Below 960 px, a carousel: one step at a time, 'Étape précédente' / 'Étape suivante' (round the
 *   ends), a step indicator whose dots open a step, arrow keys on any of them. No autoplay: a doctor
 *   reads at their own pace. Hidden steps stay in the layout (visibility: hidden, inert), so the
 *   carousel keeps the height of its tallest step and nothing below moves when it steps.
 * - From 960 px, the three side by side: the room is there, and a step hidden behind a click is a
 *   step most readers never see; the indicator would point at what is already in view.
 * Then the first step's own action, 'Je crée mon compte'.
 */
export function IntroSteps() {
  const sideBySide = useMinWidth(SIDE_BY_SIDE_PX);
  const [shown, setShown] = useState(0);
  const controls = useRef<HTMLDivElement>(null);
  const go = (index: number) => setShown(index);
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const next = stepFrom(shown, STEPS.length, direction);
    go(next);
    controls.current?.querySelectorAll<HTMLButtonElement>('.home-intro__dot')[next]?.focus();
  };
  return (
    <section className="home-intro" aria-labelledby="intro-titre" aria-roledescription={sideBySide ? undefined : 'carrousel'}>
      <h2 id="intro-titre" className="cp-title home-block__title" style={{ marginBottom: 16 }}>
        Comment ça marche
      </h2>
      <div className="home-intro__track" aria-live={sideBySide ? undefined : 'polite'}>
        {STEPS.map((step, index) => {
          const hidden = !sideBySide && index !== shown;
          return (
            <div
              key={step.title}
              className="cp-card"
              role="group"
              aria-roledescription="étape"
              aria-label={`Étape ${index + 1} sur ${STEPS.length}`}
              aria-hidden={hidden || undefined}
              inert={hidden}
            >
              <div className="cp-card-body">
                <h3 className="cp-title" style={{ fontSize: 18, margin: 0 }}>
                  <span aria-hidden="true" style={{ color: '#1d5fa8', marginRight: 8 }}>
                    {step.icon}
                  </span>
                  {index + 1}. {step.title}
                </h3>
                <p className="cp-secondary" style={{ margin: 0 }}>
                  {step.text}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {!sideBySide && (
        <div ref={controls} className="home-intro__controls" onKeyDown={onKeyDown}>
          <LightButton
            shape="circle"
            aria-label="Étape précédente"
            icon={<RightOutlined style={{ transform: 'rotate(180deg)' }} />}
            onClick={() => go(stepFrom(shown, STEPS.length, -1))}
          />
          <div className="home-intro__dots">
            {STEPS.map((step, index) => (
              <button
                key={step.title}
                type="button"
                className="home-intro__dot"
                aria-label={`Étape ${index + 1} : ${step.title}`}
                aria-current={index === shown ? 'step' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <LightButton shape="circle" aria-label="Étape suivante" icon={<RightOutlined />} onClick={() => go(stepFrom(shown, STEPS.length, 1))} />
        </div>
      )}
      <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
        <LinkButton to="/registration" type="primary" icon={<UserAddOutlined />}>
          Je crée mon compte
        </LinkButton>
      </div>
    </section>
  );
}
