import { Link, useNavigate } from '@canal/kit/router';
import { staffApi } from '@canal/contracts';
import { Alert, Card, Col, Flex, formatListDate, LoadingBlock, PageSection, Row, Tag, Typography, useEndpoint, useSession } from '@canal/kit';
import { ResultBars, sharesOf } from '@canal/kit/charts';
import { attendanceBars, registrationBars } from '../dashboard/dashboardCharts';

interface Figure {
  label: string;
  value: number;
  link: string | null;
  /** Shown before the label ('En direct'). */
  tag?: string;
}

const MONTH_NAMES = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
/** '2026-11' → 'novembre 2026'. */
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
const plural = (count: number, word: string) => `${count.toLocaleString('fr-FR')} ${word}${count > 1 ? 's' : ''}`;

/** The retention job's monthly counts (staff privacy/retention.ts): warnings mailed, accounts anonymised, naming nobody. */
function RetentionMonths({ months }: { months: { month: string; warned: number; anonymised: number }[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {[...months].reverse().map((row) => (
        <li
          key={row.month}
          style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12, padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}
        >
          <span>{monthLabel(row.month)}</span>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>
            {plural(row.warned, 'avertissement')} ·{' '}
            <strong>
              {plural(row.anonymised, 'compte')} anonymisé{row.anonymised > 1 ? 's' : ''}
            </strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

function FigureList({ figures, empty }: { figures: Figure[]; empty: string }) {
  if (figures.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {figures.map((figure) => (
        <li key={figure.label} style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
          <span>
            {figure.tag && <Tag color="#a8071a">{figure.tag}</Tag>}
            {figure.link ? <Link to={figure.link}>{figure.label}</Link> : figure.label}
          </span>
          <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{figure.value.toLocaleString('fr-FR')}</strong>
        </li>
      ))}
    </ul>
  );
}

/** /staff/dashboard: the figures staff ask for first, each opening its filtered list. */
export default function DashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { data, error } = useEndpoint(staffApi.dashboard, {}, { pollMs: 60_000 });
  const figures = data?.data;
  const pending = figures?.accountsByStatus.find((figure) => figure.link?.endsWith('pending'));
  return (
    <PageSection title="Dashboard">
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : !figures ? (
        <LoadingBlock />
      ) : (
        <Row gutter={[16, 16]}>
          {pending && pending.value > 0 && (
            <Col xs={24}>
              <Alert
                type="warning"
                showIcon
                title={
                  <Link to={pending.link ?? '/staff/account/list'}>
                    {pending.value.toLocaleString('fr-FR')} compte{pending.value > 1 ? 's' : ''} en attente de validation
                  </Link>
                }
              />
            </Col>
          )}
          <Col xs={24} md={12} lg={8}>
            <Card title="Comptes par statut" style={{ height: '100%' }}>
              <FigureList figures={figures.accountsByStatus} empty="Aucun compte" />
            </Card>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Card title="Membres par profession" style={{ height: '100%' }}>
              {figures.accountsByJob.length === 0 ? (
                <Typography.Text type="secondary">Aucun membre</Typography.Text>
              ) : (
                // The kit's chart (the room's and the report's): a bar opens the accounts of that profession.
                <ResultBars
                  caption="Membres par profession"
                  bars={sharesOf(figures.accountsByJob).map((figure) => ({ label: figure.label, value: figure.value, percentage: figure.percentage }))}
                  onBarClick={(index) => {
                    const link = figures.accountsByJob[index]?.link;
                    if (link) void navigate(link);
                  }}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Card title="Dernière session" style={{ height: '100%' }}>
              {figures.lastSession ? (
                <Flex vertical gap={4}>
                  <Typography.Text type="secondary">{formatListDate(figures.lastSession.eventDate)}</Typography.Text>
                  <Typography.Text strong>{figures.lastSession.title}</Typography.Text>
                  <Typography.Text>
                    {figures.lastSession.attended.toLocaleString('fr-FR')} présent{figures.lastSession.attended > 1 ? 's' : ''} sur{' '}
                    {figures.lastSession.subscribers.toLocaleString('fr-FR')} inscrit{figures.lastSession.subscribers > 1 ? 's' : ''}
                  </Typography.Text>
                  <ResultBars
                    caption="Présents parmi les inscrits"
                    bars={[
                      {
                        label: 'Présents',
                        value: figures.lastSession.attended,
                        percentage:
                          figures.lastSession.subscribers === 0 ? 0 : Math.round((figures.lastSession.attended * 100) / figures.lastSession.subscribers),
                      },
                    ]}
                  />
                  {session.can('exports') && <Link to={`/staff/report/${figures.lastSession.id}`}>Rapport de la session</Link>}
                </Flex>
              ) : (
                <Typography.Text type="secondary">Aucune session passée</Typography.Text>
              )}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title="Prochaines sessions" style={{ height: '100%' }}>
              <FigureList
                figures={figures.upcoming.map((event) => ({
                  label: `${formatListDate(event.eventDate)} — ${event.title}`,
                  value: event.subscribers,
                  link: session.can('admin') ? `/staff/event/edit/${event.id}` : null,
                  tag: event.eventState === 'live' ? 'En direct' : undefined,
                }))}
                empty="Aucune session programmée"
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Nombre d’inscrits
              </Typography.Text>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title="Actualités les plus cliquées" style={{ height: '100%' }}>
              <FigureList figures={figures.newsClicks} empty="Aucune actualité" />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Inscriptions par semaine" style={{ height: '100%' }}>
              <ResultBars
                caption={`Nouveaux comptes de membres, par semaine (${staffApi.DASHBOARD_WEEKS} dernières semaines)`}
                bars={registrationBars(figures.registrationsByWeek)}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Présence par session" style={{ height: '100%' }}>
              {figures.attendanceBySession.length === 0 ? (
                <Typography.Text type="secondary">Aucune session passée</Typography.Text>
              ) : (
                <ResultBars caption="Présence aux dernières sessions (présents, part des inscrits)" bars={attendanceBars(figures.attendanceBySession)} />
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Durée de conservation" style={{ height: '100%' }}>
              <RetentionMonths months={figures.retentionByMonth} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Comptes de membres sans contact depuis trois ans : avertis par e-mail trente jours avant, puis anonymisés.
              </Typography.Text>
            </Card>
          </Col>
        </Row>
      )}
    </PageSection>
  );
}
