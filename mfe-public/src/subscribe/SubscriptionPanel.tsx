import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@canal/kit/router';
import { BASIC_EMAIL, INVALID_EMAIL_FIELD, subscriptionApi, type SessionDate } from '@canal/contracts';
import { Alert, Button, Flex, Input, LinkButton, refreshSession, Result, Typography, UserAddOutlined, useEndpointMutation, useSession } from '@canal/kit';
import { NotifyMeForm } from './NotifyMeForm';
import { chosenLabel } from './chosenLabel';
import { keepPendingChoice, takePendingChoice } from './pendingChoice';
import { SessionDatePicker } from './SessionDatePicker';
import { stillChosen, toggleChoice } from './sessionChoice';
import { SubscriptionRecap } from './SubscriptionRecap';
import { UnknownSubscriber } from './UnknownSubscriber';

/** Shown for 4 seconds when a button is pressed with no date chosen (spec 000 section 9). */
export const CHOOSE_A_DATE = 'Veuillez choisir au moins une date.';
const CHOOSE_A_DATE_MS = 4000;

type Step =
  | { kind: 'choose' }
  | { kind: 'confirm'; forOther: boolean }
  | { kind: 'unknown'; email: string }
  | { kind: 'leave'; date: SessionDate }
  | { kind: 'done'; title: string; text: string; dates: SessionDate[] };

export interface SubscriptionPanelProps {
  themeName: string;
  dates: SessionDate[];
  /** Dates ticked at first (the session of the page, the ?q= list). */
  initialChosen?: number[];
  /** Asks the page's data again after a change (subscribed flags, full sessions). */
  onChanged: () => void;
  /** Told when the confirmation shows or goes: the page then leaves out its own 'already subscribed' line. */
  onResultShown?: (shown: boolean) => void;
}

/**
 * The subscribe flow (spec 000 section 2.8), the same on a session's page and on /subscribe: choose
 * dates, then the button of one's role — a visitor goes on to log in or register with the choice
 * kept, a member confirms, an admin may register someone else by e-mail —, then a recap and a
 * confirmation. Subscribed dates offer to leave ('SE DESINSCRIRE' / 'Annuler'), postponed ones to be told.
 *
 * The visitor's choice survives either branch: registering carries it to the server (fromEvents,
 * subscribed at activation); logging in comes back here (`_pn`) with it kept in the tab
 * (pendingChoice), and this panel then subscribes at once and shows the confirmation.
 */
export function SubscriptionPanel({ themeName, dates, initialChosen = [], onChanged, onResultShown }: SubscriptionPanelProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user, principal } = useSession();
  const [chosen, setChosen] = useState<number[]>(() => stillChosen(initialChosen, dates));
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [nudge, setNudge] = useState(false);
  const subscribeCall = useEndpointMutation(subscriptionApi.subscribe);
  const unsubscribeCall = useEndpointMutation(subscriptionApi.unsubscribe);
  const sending = subscribeCall.pending || unsubscribeCall.pending;
  const error = subscribeCall.error ?? unsubscribeCall.error;

  // Dates read again (a session full, removed): the choice keeps only those still offered.
  const [offered, setOffered] = useState(dates);
  if (offered !== dates) {
    setOffered(dates);
    setChosen((current) => stillChosen(current, dates));
  }
  const resultShown = step.kind === 'done';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the parent is told when the result shows or hides, not when it passes a new callback
  useEffect(() => onResultShown?.(resultShown), [resultShown]);
  useEffect(() => {
    if (!nudge) return undefined;
    const timer = window.setTimeout(() => setNudge(false), CHOOSE_A_DATE_MS);
    return () => window.clearTimeout(timer);
  }, [nudge]);

  const chosenDates = dates.filter((date) => chosen.includes(date.value));
  const ids = chosenDates.map((date) => date.value);
  const isAdmin = principal.role === 'admin';
  const maySubscribeSelf = principal.role === 'member' || principal.role === 'staff' || isAdmin;

  function requireChoice(next: () => void) {
    if (ids.length === 0) return setNudge(true);
    subscribeCall.reset();
    unsubscribeCall.reset();
    next();
  }

  // Back from logging in with dates chosen here as a visitor: subscribed to them at once.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    const pending = takePendingChoice(pathname);
    const known = pending?.filter((id) => dates.some((date) => date.value === id)) ?? [];
    if (known.length === 0 || !maySubscribeSelf) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the choice kept in the tab before logging in is taken back once the user is known
    setChosen(known);
    void subscribe(false, known);
    // Once per user arriving, not at the dates' refetches (the choice is taken from the tab anyway).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user arriving (see above)
  }, [userId]);

  function goOnAsVisitor() {
    const list = ids.join(',');
    // Logging in comes back to this very page, which finds the choice in the tab; registering carries it in fromEvents.
    keepPendingChoice(pathname, { ids, labels: chosenDates.map(chosenLabel) });
    void navigate(`/login?action=register&_pn=${encodeURIComponent(`${pathname}${search}`)}&fromEvents=${list}`);
  }

  async function subscribe(forOther: boolean, sessionIds: number[] = ids) {
    if (forOther && !BASIC_EMAIL.test(email.trim())) return setEmailError(INVALID_EMAIL_FIELD);
    unsubscribeCall.reset();
    const result = await subscribeCall.mutate({ rids: JSON.stringify(sessionIds), ...(forOther ? { remail: email.trim() } : {}) });
    if (!result) return;
    if (result.registration === 'unknown_subsriber') return setStep({ kind: 'unknown', email: email.trim() });
    const subscribedDates = dates.filter((date) => sessionIds.includes(date.value));
    setStep({ kind: 'done', title: result.registration === 'already' ? 'Déjà inscrit(e)' : 'Inscription confirmée', text: result.log, dates: subscribedDates });
    setChosen([]);
    onChanged();
    if (!forOther) void refreshSession();
  }

  async function leave(date: SessionDate) {
    subscribeCall.reset();
    const result = await unsubscribeCall.mutate({ rid: date.value });
    if (!result) return;
    setStep({ kind: 'done', title: 'Désinscription confirmée', text: result.log, dates: [date] });
    onChanged();
    void refreshSession();
  }

  const errorAlert = error && <Alert type="error" showIcon title={error} />;

  if (step.kind === 'done') {
    return (
      <Result
        status="success"
        title={step.title}
        subTitle={step.text}
        style={{ padding: '16px 0' }}
        extra={
          <Flex vertical gap={16} align="center">
            <SubscriptionRecap themeName={themeName} dates={step.dates} />
            <Flex gap={8} wrap justify="center">
              <Button onClick={() => setStep({ kind: 'choose' })}>Fermer</Button>
              <LinkButton to="/" type="primary">
                Retour à l'accueil
              </LinkButton>
            </Flex>
          </Flex>
        }
      />
    );
  }

  if (step.kind === 'unknown') {
    return (
      <UnknownSubscriber
        email={step.email}
        eventIds={ids}
        onSearchAgain={() => {
          setEmail('');
          setStep({ kind: 'confirm', forOther: true });
        }}
      />
    );
  }

  if (step.kind === 'leave') {
    return (
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Se désinscrire de cette session ?
        </Typography.Title>
        <SubscriptionRecap themeName={themeName} dates={[step.date]} />
        {errorAlert}
        <Flex gap={8} wrap>
          <Button danger type="primary" loading={sending} onClick={() => void leave(step.date)}>
            SE DESINSCRIRE
          </Button>
          <Button onClick={() => setStep({ kind: 'choose' })}>Annuler</Button>
        </Flex>
      </Flex>
    );
  }

  if (step.kind === 'confirm') {
    return (
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {step.forOther ? 'Inscrire un participant' : 'Votre inscription'}
        </Typography.Title>
        <SubscriptionRecap themeName={themeName} dates={chosenDates} onChangeDate={() => setStep({ kind: 'choose' })} />
        {step.forOther && (
          <Flex vertical gap={4}>
            <label htmlFor="subscribe-other-email">
              <Typography.Text strong>Adresse e-mail du participant</Typography.Text>
            </label>
            <Input
              id="subscribe-other-email"
              type="email"
              value={email}
              maxLength={64}
              status={emailError ? 'error' : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
              onPressEnter={() => void subscribe(true)}
            />
            {emailError && <Typography.Text type="danger">{emailError}</Typography.Text>}
          </Flex>
        )}
        {errorAlert}
        <Flex gap={8} wrap>
          <Button type="primary" loading={sending} onClick={() => void subscribe(step.forOther)}>
            {step.forOther ? "Valider l'inscription" : 'Je confirme mon inscription'}
          </Button>
          <Button onClick={() => setStep({ kind: 'choose' })}>Annuler</Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12}>
      {dates.length > 1 && <Typography.Text strong>Choisissez une ou plusieurs dates :</Typography.Text>}
      <SessionDatePicker
        dates={dates}
        chosen={chosen}
        onToggle={(id) => setChosen((current) => toggleChoice(current, id, dates))}
        renderDelayed={(date) => <NotifyMeForm eventId={date.value} />}
        renderSubscribed={(date) =>
          user ? (
            <Button type="link" size="small" style={{ paddingLeft: 24 }} onClick={() => setStep({ kind: 'leave', date })}>
              Me désinscrire
            </Button>
          ) : null
        }
      />
      {nudge && <Alert type="warning" showIcon title={CHOOSE_A_DATE} />}
      {errorAlert}
      <Flex gap={8} wrap>
        {!user && (
          <Button type="primary" size="large" onClick={() => requireChoice(goOnAsVisitor)}>
            Étape suivante
          </Button>
        )}
        {user && maySubscribeSelf && (
          <Button type="primary" size="large" onClick={() => requireChoice(() => setStep({ kind: 'confirm', forOther: false }))}>
            Je m'inscris
          </Button>
        )}
        {isAdmin && (
          <Button size="large" icon={<UserAddOutlined />} onClick={() => requireChoice(() => setStep({ kind: 'confirm', forOther: true }))}>
            Inscrire un participant
          </Button>
        )}
      </Flex>
      {user && principal.role === 'speaker' && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          En tant qu'intervenant(e), vous accédez à la salle du live sans inscription.
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
