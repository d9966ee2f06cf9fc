import { useEffect, useRef } from 'react';
import { useSearchParams } from '@canal/kit/router';
import { Card, Col, PageSection, Row } from '@canal/kit';
import { LoginForm } from '../auth/LoginForm';
import { LoginGate } from '../auth/LoginGate';
import { RegisterPanel } from '../auth/RegisterPanel';
import { returnPath } from '../common/returnPath';
import { ChosenSessionsNote } from '../subscribe/ChosenSessionsNote';

/** /login?action=login|register&_pn=…: log in on the left, register on the right. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const registering = params.get('action') === 'register';
  const returnTo = returnPath(params.get('_pn'));
  const registerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = registerRef.current;
    if (!registering || !panel) return;
    // On a phone the panel is below the form: bring it into view; side by side it already is.
    const { top, bottom } = panel.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [registering]);

  return (
    <PageSection title="Connexion" maxWidth={1024}>
      <LoginGate>
        {(markAttempt) => (
          <>
            <ChosenSessionsNote />
            <Row gutter={[32, 32]} align="stretch">
              <Col xs={24} md={12}>
                <Card title="Déjà inscrit(e) ?" style={{ height: '100%' }}>
                  <LoginForm kind="default" onAttempt={markAttempt} />
                </Card>
              </Col>
              <Col xs={24} md={12}>
                <RegisterPanel ref={registerRef} highlighted={registering} returnTo={returnTo} fromEvents={params.get('fromEvents')} />
              </Col>
            </Row>
          </>
        )}
      </LoginGate>
    </PageSection>
  );
}
