import { operationsApi } from '@canal/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  formatListDate,
  LoadingBlock,
  PageSection,
  Row,
  Tag,
  Typography,
  useEndpoint,
  useEndpointMutation,
} from '@canal/kit';

type HealthData = operationsApi.HealthData;

/** Every 5 s: the person on call sees a service fall or the queue grow without touching anything. */
const REFRESH_MS = 5000;

const TASK_STATES: Array<{ key: keyof HealthData['jobs']['tasks'][number]['counts']; label: string }> = [
  { key: 'waiting', label: 'en attente' },
  { key: 'running', label: 'en cours' },
  { key: 'scheduled', label: 'programmées' },
  { key: 'retrying', label: 'à retenter' },
  { key: 'failed', label: 'en échec' },
];

const decimal = (value: number, digits = 1) => value.toLocaleString('fr-FR', { maximumFractionDigits: digits });
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;

function duration(totalSeconds: number): string {
  if (totalSeconds < 60) return `${totalSeconds} s`;
  if (totalSeconds < 3600) return `${Math.floor(totalSeconds / 60)} min`;
  return `${Math.floor(totalSeconds / 3600)} h ${Math.floor((totalSeconds % 3600) / 60)} min`;
}

function ServicesCard({ data }: { data: HealthData }) {
  return (
    <Card title="Services" size="small">
      {data.mode === 'all-in-one' && (
        <Typography.Paragraph type="secondary">Mode tout-en-un : les cinq services tournent dans un seul processus.</Typography.Paragraph>
      )}
      <Flex vertical gap={12}>
        {data.services.map((service) => (
          <Flex key={service.service} vertical gap={2} style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 8 }}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text strong>{service.service}</Typography.Text>
              <Tag color={service.ready ? 'success' : 'error'}>{service.ready ? 'Prêt' : 'Pas prêt'}</Tag>
            </Flex>
            {service.unreachable && <Typography.Text type="danger">{service.unreachable}</Typography.Text>}
            {service.eventLoopLagMs !== null && (
              <Typography.Text type="secondary">Boucle d’événements (p99) : {decimal(service.eventLoopLagMs, 2)} ms</Typography.Text>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {service.checks.map((check) => `${check.ok ? '✓' : '✗'} ${check.name} ${decimal(check.ms)} ms`).join(' · ')}
            </Typography.Text>
            {service.checks
              .filter((check) => !check.ok)
              .map((check) => (
                <Typography.Text key={check.name} type="danger">
                  {check.name} : {check.error}
                </Typography.Text>
              ))}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

function RoomsCard({ rooms }: { rooms: HealthData['rooms'] }) {
  return (
    <Card title="Salles en direct" size="small">
      {rooms.length === 0 && <Typography.Text type="secondary">Aucune salle ouverte.</Typography.Text>}
      <Flex vertical gap={6}>
        {rooms.map((room) => (
          <Flex key={`${room.namespace}${room.room}`} justify="space-between" gap={8}>
            <Typography.Text ellipsis style={{ minWidth: 0 }}>
              {room.title ?? room.room}{' '}
              <Typography.Text type="secondary">({room.namespace === '/presenter' ? 'présentateurs' : 'participants'})</Typography.Text>
            </Typography.Text>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              {plural(room.sockets, 'connexion', 'connexions')}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

function FailedJobRow({ job }: { job: operationsApi.FailedJob }) {
  // The page's App context: antd's static message would miss the site's theme and locale.
  const { message } = App.useApp();
  const retry = useEndpointMutation(operationsApi.retryJob, { invalidates: [operationsApi.health], onSuccess: () => void message.success('Tâche relancée.') });
  return (
    <Flex wrap justify="space-between" align="center" gap={8} style={{ borderBottom: '1px solid #f0f0f0', padding: '6px 0' }}>
      <Flex vertical style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography.Text strong>{job.task}</Typography.Text>
        <Typography.Text type="secondary">
          {formatListDate(seconds(job.failedAt), true)} · {plural(job.attempts, 'essai', 'essais')}
        </Typography.Text>
        {job.lastError && (
          <Typography.Text type="danger" style={{ wordBreak: 'break-word' }}>
            {job.lastError}
          </Typography.Text>
        )}
        {retry.error && <Typography.Text type="danger">{retry.error}</Typography.Text>}
      </Flex>
      <Button type="primary" loading={retry.pending} onClick={() => void retry.mutate({ id: job.id })}>
        Relancer
      </Button>
    </Flex>
  );
}

function JobsCard({ jobs }: { jobs: HealthData['jobs'] }) {
  return (
    <Card title="Tâches de fond" size="small">
      {jobs.tasks.length === 0 && <Typography.Text type="secondary">Aucune tâche dans la file.</Typography.Text>}
      <Flex vertical gap={6}>
        {jobs.tasks.map((task) => (
          <Flex key={task.task} vertical>
            <Typography.Text strong>{task.task}</Typography.Text>
            <Typography.Text type={task.counts.failed > 0 ? 'danger' : 'secondary'}>
              {TASK_STATES.map((state) => `${task.counts[state.key].toLocaleString('fr-FR')} ${state.label}`).join(' · ')}
            </Typography.Text>
            {task.lastError && (
              <Typography.Text type="secondary" style={{ fontSize: 13, wordBreak: 'break-word' }}>
                Dernière erreur : {task.lastError}
              </Typography.Text>
            )}
          </Flex>
        ))}
      </Flex>
      {jobs.failed.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Échecs définitifs
          </Typography.Title>
          {jobs.failed.map((job) => (
            <FailedJobRow key={job.id} job={job} />
          ))}
        </>
      )}
    </Card>
  );
}

function MailAndBackupCard({ outbox, backups }: Pick<HealthData, 'outbox' | 'backups'>) {
  return (
    <Card title="E-mails et sauvegardes" size="small">
      <Flex vertical gap={8}>
        {!outbox.delivers && <Typography.Text type="warning">Aucun serveur SMTP n’est configuré : les e-mails restent dans la file.</Typography.Text>}
        <Typography.Text>
          {outbox.backlog === 0
            ? 'Aucun e-mail en attente.'
            : `${plural(outbox.backlog, 'e-mail en attente', 'e-mails en attente')}, le plus ancien depuis ${duration(outbox.oldestSeconds)}.`}
        </Typography.Text>
        <Typography.Text>
          {backups.last
            ? `Dernière sauvegarde : ${formatListDate(seconds(backups.last.takenAt), true)} (${decimal(backups.last.bytes / 1024 / 1024)} Mo)`
            : 'Aucune sauvegarde pour l’instant.'}
        </Typography.Text>
        {backups.last && (
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
            {backups.last.name}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {backups.keep === 0 ? 'Pas de sauvegarde nocturne (BACKUP_KEEP=0).' : `Chaque nuit, les ${backups.keep} dernières sauvegardes sont gardées.`}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** Outils > Santé (admin): each service's readiness, the live rooms, the job queue with 'Relancer', the outbox and the last backup, every 5 s. */
export default function HealthPage() {
  const { data, error } = useEndpoint(operationsApi.health, {}, { pollMs: REFRESH_MS });
  const health = data?.data;
  return (
    <PageSection
      title="Santé de la plateforme"
      extra={health && <Typography.Text type="secondary">Actualisé toutes les 5 secondes · {new Date(health.at).toLocaleTimeString('fr-FR')}</Typography.Text>}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {!health && !error && <LoadingBlock />}
      {health && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <ServicesCard data={health} />
          </Col>
          <Col xs={24} lg={12}>
            <Flex vertical gap={16}>
              <JobsCard jobs={health.jobs} />
              <RoomsCard rooms={health.rooms} />
              <MailAndBackupCard outbox={health.outbox} backups={health.backups} />
            </Flex>
          </Col>
        </Row>
      )}
    </PageSection>
  );
}
