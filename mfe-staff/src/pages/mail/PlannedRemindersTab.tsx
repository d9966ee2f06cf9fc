import { useState } from 'react';
import { staffApi, type ListData, type ListField } from '@canal/contracts';
import { Alert, Button, Flex, formatListDate, Grid, Input, LoadingBlock, Spin, Tag, Typography, useEndpoint } from '@canal/kit';
import { ListCards, Select } from '@canal/kit/lists';

type PlannedReminder = staffApi.PlannedReminder;

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const recipientOf = (reminder: PlannedReminder) => (reminder.name ? `${reminder.name} <${reminder.email}>` : reminder.email);
const KIND_COLOURS: Record<staffApi.ReminderKind, string> = { '24h': 'blue', '1h': 'orange' };
const EMPTY = 'Aucun envoi programmé';

export interface ReminderFilters {
  /** The chosen session's id ('' for all); from the address, so the server checks it. */
  session: string;
  email: string;
}

const CARD_FIELDS: ListField[] = [
  { id: 'dueAt', label: 'Envoi prévu', type: 'dateTime', sortable: false },
  { id: 'recipient', label: 'Destinataire', type: 'text', sortable: false },
  { id: 'session', label: 'Session', type: 'text', sortable: false },
  {
    id: 'kind',
    label: 'Rappel',
    type: 'select',
    sortable: false,
    tagColors: KIND_COLOURS,
    options: Object.entries(staffApi.REMINDER_KIND_LABELS).map(([value, label]) => ({ value, label })),
  },
];

/**
 * The reminders on a phone: the lists' cards (label: value, nothing wider than the screen), fed the
 * list envelope they read, so that this tab turns into cards under 768 px as every list does.
 */
function asCardList(rows: readonly PlannedReminder[]): ListData {
  return {
    module: 'plannedReminders',
    title: 'Envois programmés',
    fields: [{ id: 'id', label: 'ID', type: 'text', sortable: false }, ...CARD_FIELDS],
    rows: rows.map((reminder) => ({
      id: `${reminder.sessionId}-${reminder.email}-${reminder.kind}`,
      dueAt: seconds(reminder.dueAt),
      recipient: recipientOf(reminder),
      session: `${reminder.sessionTitle} (n° ${reminder.sessionId}, ${formatListDate(seconds(reminder.sessionDate), true)})`,
      kind: reminder.kind,
    })),
    actions: [],
    filters: [],
    apparence: {},
    linkMap: {},
    pagination: { currentPage: 1, pageCount: 1, pageLimit: rows.length, total: rows.length },
    sort: { field: 'dueAt', way: 'a' },
    addUrl: null,
    exportUrl: null,
    subPanel: null,
    autoReload: null,
  };
}

/** How the session picker names a session: date first, as it tells apart the dates of one session even when a phone cuts the end. */
const sessionLabel = (session: staffApi.ReminderSession) => `${formatListDate(seconds(session.date), true)} · ${session.title} (n° ${session.id})`;

/** A reminder on a laptop, in the outbox's row style: the session, when and to whom, its kind. */
function ReminderRow({ reminder }: { reminder: PlannedReminder }) {
  return (
    <Flex wrap align="center" justify="space-between" gap={8} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex vertical style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography.Text strong ellipsis>
          {reminder.sessionTitle}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {' '}
            · n° {reminder.sessionId}, le {formatListDate(seconds(reminder.sessionDate), true)}
          </Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          Envoi prévu le {formatListDate(seconds(reminder.dueAt), true)} · {recipientOf(reminder)}
        </Typography.Text>
      </Flex>
      <Tag color={KIND_COLOURS[reminder.kind]}>{staffApi.REMINDER_KIND_LABELS[reminder.kind]}</Tag>
    </Flex>
  );
}

/**
 * E-mails > 'Envois programmés' (admin): the reminders planned and not sent yet (24 h and 1 h
 * before each subscribed session), soonest first, by session and by recipient, 50 a page, so that
 * staff running a session can check their audience will be reminded. Times are Paris time. The
 * filters live in the address (the page's `session` and `email`), so a reload or a shared link
 * shows the same rows.
 */
export function PlannedRemindersTab({ filters, onFilters }: { filters: ReminderFilters; onFilters: (next: ReminderFilters) => void }) {
  const [page, setPage] = useState(1);
  // The address typed, applied on Enter or the search button (a half-typed address asks nothing).
  const [email, setEmail] = useState(filters.email);
  const wide = Grid.useBreakpoint().md ?? true;
  const { data, error, loading, refetch } = useEndpoint(
    staffApi.plannedReminders,
    { session: filters.session || undefined, email: filters.email || undefined, page },
    { keepPreviousData: true, pollMs: 30_000 },
  );
  const apply = (next: ReminderFilters) => {
    setPage(1);
    onFilters({ session: next.session.trim(), email: next.email.trim() });
  };
  const answer = data?.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const filtered = Boolean(filters.session || filters.email);
  // A session from the address that has nothing planned any more is still named, by its number.
  const sessionOptions = (answer?.sessions ?? []).map((session) => ({ value: String(session.id), label: sessionLabel(session) }));
  if (filters.session && !sessionOptions.some((option) => option.value === filters.session))
    sessionOptions.unshift({ value: filters.session, label: `Session n° ${filters.session}` });

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center" role="search" aria-label="Filtrer les envois programmés">
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Toutes les sessions"
          aria-label="Session"
          value={filters.session || undefined}
          options={sessionOptions}
          notFoundContent="Aucune session avec des envois programmés"
          onChange={(next) => apply({ ...filters, session: next ?? '' })}
          // Wider than the field on a laptop so that titles show whole; on a phone, no wider than the screen.
          popupMatchSelectWidth={!wide}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Input.Search
          allowClear
          type="search"
          placeholder="Adresse e-mail du destinataire"
          aria-label="Adresse e-mail du destinataire"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onSearch={(value) => apply({ ...filters, email: value })}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        {filtered && (
          <Button
            onClick={() => {
              setEmail('');
              apply({ session: '', email: '' });
            }}
          >
            Effacer les filtres
          </Button>
        )}
        <Button onClick={() => void refetch()} loading={loading}>
          Actualiser
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
      {!answer && !error && <LoadingBlock />}
      {answer && (
        // While a new filter's rows come, the previous ones stay, dimmed under a spinner and marked busy: never read as the answer.
        <Spin spinning={loading} description="Chargement…">
          <div aria-busy={loading}>
            {answer.rows.length === 0 && <Typography.Text type="secondary">{EMPTY}</Typography.Text>}
            {answer.rows.length > 0 &&
              (wide ? (
                answer.rows.map((reminder) => <ReminderRow key={`${reminder.sessionId}-${reminder.email}-${reminder.kind}`} reminder={reminder} />)
              ) : (
                <ListCards data={asCardList(answer.rows)} fields={CARD_FIELDS} actions={() => null} />
              ))}
            {answer.total > 0 && (
              <Flex wrap gap={8} align="center" justify="flex-end" style={{ marginTop: 12 }}>
                <Typography.Text type="secondary">
                  {answer.total} envoi{answer.total > 1 ? 's' : ''} programmé{answer.total > 1 ? 's' : ''} · page {page}/{pages}
                </Typography.Text>
                <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Précédente
                </Button>
                <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Suivante
                </Button>
              </Flex>
            )}
          </div>
        </Spin>
      )}
    </Flex>
  );
}
