import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@canal/kit/router';
import { differsFromParis, isJoinable, PARIS_TIME_NOTE, type EventDetail } from '@canal/contracts';
import {
  Button,
  CalendarOutlined,
  Card,
  CheckCircleOutlined,
  ClockCircleOutlined,
  Flex,
  EventDateLabel,
  formatEventDate,
  Grid,
  MailOutlined,
  MarkupText,
  QuestionCircleOutlined,
  ThemeTag,
  Typography,
  useSession,
} from '@canal/kit';
import { HostAvatars } from '../home/HostAvatars';
import { SubscriptionPanel } from '../subscribe/SubscriptionPanel';
import { EventLiveCountdown } from './EventLiveCountdown';
import { InviteDialog } from './InviteDialog';
import { JoinLiveButton } from './JoinLiveButton';

export interface EventDetailViewProps {
  event: EventDetail;
  onChanged: () => void;
}

/** Whole minutes as the page shows a duration: '1 h 30', '45 min'. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, '0')}`;
}

/**
 * /event/{id} (spec 000 section 2.8): what the session is about on the left (title, date,
 * duration, hosts, description, programme, teaser), and on the right how to take part — the
 * dates to choose and the subscribe button, or for an invit staff member the invitation; 'J'invite'
 * and the help area under it. On a phone the two stack, the subscription first after the title.
 */
export function EventDetailView({ event, onChanged }: EventDetailViewProps) {
  const { user, principal } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Side by side from antd's lg (992 px); below, one column with taking part right after the hosts.
  const sideBySide = Grid.useBreakpoint().lg ?? true;
  const [inviting, setInviting] = useState(false);
  // While the panel shows 'Inscription confirmée', its own 'already subscribed' line would say the same thing above it.
  const [confirmationShown, setConfirmationShown] = useState(false);
  const inviteOriented = principal.role === 'staff' && principal.subRole === 'invit';
  const maySubscribeSelf = user === null || principal.role === 'member' || principal.role === 'staff' || principal.role === 'admin';
  // eslint-disable-next-line react-hooks/purity -- whether the room is open is read from the clock at each render, on purpose
  const offerToJoin = !inviteOriented && maySubscribeSelf && event.isSubscribed !== 1 && isJoinable(event, Date.now());
  const thumb = event.eventThumb[0]?.dest;
  const description = event.eventDescription || event.themeDescription;
  const program = event.eventProgram || event.themeProgram;

  // 'J'invite' is shown to everyone; inviting is a member's act, so a visitor logs in first and comes back here.
  function invite() {
    if (user) setInviting(true);
    else void navigate(`/login?action=login&_pn=${encodeURIComponent(`${pathname}${search}`)}`);
  }

  const takePart = (
    <Card
      title={inviteOriented ? 'Inviter des participants' : event.isSubscribed === 1 ? 'Vous êtes inscrit(e)' : 'Je m’inscris'}
      style={sideBySide ? { position: 'sticky', top: 88 } : undefined}
    >
      <Flex vertical gap={16}>
        {event.isSubscribed === 1 && event.eventState !== 'delayed' && (
          <Flex vertical gap={8}>
            {!confirmationShown && (
              <Typography.Text type="success">
                <CheckCircleOutlined /> Vous êtes déjà inscrit(e) à cette session.
              </Typography.Text>
            )}
            <EventLiveCountdown eventId={event.id} startsAtSeconds={event.eventDate} />
          </Flex>
        )}
        {inviteOriented ? (
          <Typography.Paragraph style={{ margin: 0 }}>
            Invitez les professionnels de santé de votre réseau : ils recevront un lien pour s’inscrire.
          </Typography.Paragraph>
        ) : (
          <>
            {offerToJoin && <JoinLiveButton event={event} />}
            <SubscriptionPanel
              themeName={event.themeName}
              dates={event.eventDates}
              initialChosen={event.isSubscribed === 1 ? [] : [event.id]}
              onChanged={onChanged}
              onResultShown={setConfirmationShown}
            />
          </>
        )}
        <Button icon={<MailOutlined />} type={inviteOriented ? 'primary' : 'default'} onClick={invite}>
          J'invite
        </Button>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
          <QuestionCircleOutlined /> Besoin d’aide ? Consultez l’<Link to="/help">aide et le test de connexion</Link> ou{' '}
          <Link to="/contact">contactez-nous</Link>.
        </Typography.Paragraph>
      </Flex>
    </Card>
  );

  return (
    <div className={sideBySide ? 'event-detail' : 'event-detail event-detail--stacked'}>
      <div className="event-detail__about">
        {thumb && <img className="event-detail__thumb" src={thumb} alt="" />}
        <Flex wrap gap={4}>
          {event.themeName && <ThemeTag name={event.themeName} color={event.themeColor} />}
          {event.eventState === 'live' && <span className="event-detail__live">EN DIRECT</span>}
        </Flex>
        <Typography.Title level={1} style={{ margin: '8px 0' }}>
          {event.eventTitle}
        </Typography.Title>
        {event.themeSubTitle && <Typography.Text type="secondary">{event.themeSubTitle}</Typography.Text>}
        <Flex wrap gap={16} style={{ margin: '12px 0' }}>
          <Typography.Text>
            <CalendarOutlined /> <EventDateLabel label={event.eventState === 'delayed' ? 'Date à venir' : formatEventDate(event.eventDate)} />
            {event.eventState !== 'delayed' && differsFromParis(event.eventDate * 1000) && ` ${PARIS_TIME_NOTE}`}
          </Typography.Text>
          {event.eventDuration > 0 && (
            <Typography.Text>
              <ClockCircleOutlined /> {durationLabel(event.eventDuration)}
            </Typography.Text>
          )}
        </Flex>
        {event.hosts.length > 0 && (
          <section aria-labelledby="event-hosts" style={{ margin: '16px 0' }}>
            <Typography.Title level={2} id="event-hosts" style={{ fontSize: 18 }}>
              {event.hosts.length > 1 ? 'Les intervenants' : 'L’intervenant'}
            </Typography.Title>
            <HostAvatars hosts={event.hosts} />
            {event.eventGuestsDescription && <MarkupText text={event.eventGuestsDescription} />}
          </section>
        )}
        {!sideBySide && <div className="event-detail__take-part">{takePart}</div>}
        {description && (
          <section aria-labelledby="event-description">
            <Typography.Title level={2} id="event-description" style={{ fontSize: 18 }}>
              Présentation
            </Typography.Title>
            <MarkupText text={description} />
          </section>
        )}
        {program && (
          <section aria-labelledby="event-program">
            <Typography.Title level={2} id="event-program" style={{ fontSize: 18 }}>
              Programme
            </Typography.Title>
            <MarkupText text={program} />
          </section>
        )}
        {event.eventLinkTeasing && (
          <section aria-labelledby="event-teaser">
            <Typography.Title level={2} id="event-teaser" style={{ fontSize: 18 }}>
              En avant-première
            </Typography.Title>
            <video className="event-detail__teaser" src={event.eventLinkTeasing} controls preload="none" />
          </section>
        )}
      </div>
      {sideBySide && <aside>{takePart}</aside>}
      <InviteDialog eventId={event.id} eventTitle={event.eventTitle} open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
