import { changeAccountStatus } from './changeAccountStatus';
import { eq, inArray, min, sql } from 'drizzle-orm';
import { isAllowed, mayManageAccount, type ListRow } from '@canal/contracts';
import { forbidden, schema, type ListModule } from '@canal/service-core';
import { JOB_OPTIONS, STATUS_OPTIONS } from './accountOptions';
import { principalOfRoleLabel, principalOfValues } from './accountRank';
import { accountValues, findAccount } from './accountValues';
import { accountLabelsMatching, accountSearchDocument, jobLabelSql, registryNumberSql, roleLabelSql } from './accountSql';

const { users, subscriptions, events } = schema;

const ACTIVATE_ONE = 'Activer ce compte ? Son titulaire reçoit son e-mail de bienvenue et les sessions choisies à l’inscription.';

/** 'Professionnels de santé': the accounts back office list (spec 001 sections 2, 4 "Account"). */
export const accountList: ListModule = {
  name: 'account',
  basePath: '/api/account',
  title: 'Professionnels de santé',
  access: 'accounts',
  createAccess: 'accountsCreate',
  exportAccess: 'exports',
  editRoute: '/staff/account/edit',
  source: { table: users },
  columns: [
    { id: 'id', label: 'ID', type: 'num', sql: users.id },
    { id: 'accountLastname', label: 'Nom', type: 'text', sql: users.lastname },
    { id: 'accountFirstname', label: 'Prénom', type: 'text', sql: users.firstname },
    { id: 'accountEmail', label: 'Email', type: 'text', sql: users.email },
    { id: 'accountJob', label: 'Profession', type: 'text', sql: jobLabelSql },
    { id: 'accountRegistryNumber', label: 'N° RPPS / ADELI', type: 'text', sql: registryNumberSql, searchable: false },
    // The RPPS directory's verdict kept at registration ('RPPS vérifié', 'RPPS inconnu', 'nom différent : …'): drawn under the
    // number it judges, which leaves the list room to fit 1366 px beside the sidebar; the export keeps it a column.
    {
      id: 'accountDirectoryVerdict',
      label: 'Annuaire',
      type: 'text',
      sql: users.directoryVerdict,
      searchable: false,
      field: { shownUnder: 'accountRegistryNumber' },
    },
    { id: 'accountRole', label: 'Rôle', type: 'text', sql: roleLabelSql },
    {
      id: 'accountStatus',
      label: 'Statut',
      type: 'select',
      sql: users.status,
      searchable: false,
      field: { options: STATUS_OPTIONS, tagColors: { pending: 'warning', active: 'success', inactive: 'default', blocked: 'error', deleted: 'default' } },
    },
    { id: 'dateCreated', label: 'Inscription', type: 'Date', sql: users.createdAt },
  ],
  filters: [
    { type: 'Search', alias: 'q', label: 'Rechercher', document: accountSearchDocument, alsoMatching: accountLabelsMatching },
    { type: 'Select', alias: 'status', label: 'Statut', sql: users.status, items: STATUS_OPTIONS },
    { type: 'Select', alias: 'job', label: 'Profession', sql: users.job, items: JOB_OPTIONS },
    {
      type: 'MonthYear',
      alias: 'created',
      label: 'Inscription',
      sql: users.createdAt,
      async years(call) {
        // One index entry (users_created_id starts with created_at), not a scan: cheap at any size.
        const [row] = await call.ctx.db.select({ first: min(users.createdAt) }).from(users);
        const last = call.ctx.now().getFullYear();
        const first = row?.first ? new Date(row.first).getFullYear() : last;
        return Array.from({ length: last - first + 1 }, (_, index) => last - index);
      },
    },
    {
      type: 'SelectAsync',
      alias: 'event',
      label: 'Webconf',
      sql: users.id,
      where: (value) => inArray(users.id, sql`(select ${subscriptions.userId} from ${subscriptions} where cast(${subscriptions.eventId} as text) = ${value})`),
      async options(call, text) {
        const rows = await call.ctx.db
          .select({ id: events.id, title: events.title })
          .from(events)
          .where(text ? sql`strpos(lower(${events.title}), lower(${text})) > 0` : undefined)
          .orderBy(sql`${events.date} desc`)
          .limit(20);
        return rows.map((row) => ({ value: String(row.id), label: row.title }));
      },
    },
  ],
  defaultSort: { field: 'dateCreated', way: 'd' },
  actions: (call) => [
    // A pending doctor is validated from the row: the bulk 'activate' on that row alone (changeAccountStatus: status, welcome mail, chosen sessions).
    ...(isAllowed('accountCredentials', call.principal)
      ? [
          {
            name: 'activate',
            icon: 'check',
            title: 'Activer',
            bulk: 'activate',
            confirm: ACTIVATE_ONE,
            onlyWhen: { field: 'accountStatus', values: ['pending'] },
          },
        ]
      : []),
    { name: 'preview', icon: 'eye', title: 'Fiche', url: '/staff/account/preview', module: 'account' },
    { name: 'edit', icon: 'edit', title: 'Modifier', url: '/staff/account/edit', module: 'account' },
    ...(isAllowed('accountCredentials', call.principal)
      ? [{ name: 'delete', icon: 'delete', title: 'Supprimer', url: '/api/account/delete', module: 'account' }]
      : []),
  ],
  // Deleting an account is as final as taking it over: the same two roles as its credentials (admin, buadm).
  deleteAccess: 'accountCredentials',
  rowClass: (row: ListRow) => (row.accountStatus && row.accountStatus !== 'active' ? `row-${String(row.accountStatus)}` : undefined),
  /** An account ranked at or above the caller's is read-only (an admin's for buadm, a buadm's for invit); nobody deletes their own here. */
  readOnly: (row, call) => row.id === call.user?.id || !mayManageAccount(call.principal, principalOfRoleLabel(row.accountRole)),
  async remove(call, id) {
    // The row's label said so; the stored role decides.
    const account = await findAccount(call.ctx, id);
    if (account && !mayManageAccount(call.principal, principalOfValues(accountValues(account)))) throw forbidden();
    await call.ctx.db.delete(users).where(eq(users.id, id));
    await call.ctx.sessions.userChanged(id);
  },
  subPanel: { title: 'Webconfs', url: '/api/account/events' },
  bulkActions: [
    {
      name: 'activate',
      label: 'Activer',
      confirm: 'Activer les {n} comptes sélectionnés ? Les comptes en attente reçoivent leur e-mail de bienvenue.',
      access: 'accountCredentials',
      run: (call, id) => changeAccountStatus(call.ctx, call, 'activate', { account: id }),
    },
    {
      name: 'deactivate',
      label: 'Désactiver',
      confirm: 'Désactiver les {n} comptes sélectionnés ? Leurs sessions sont fermées.',
      access: 'accountCredentials',
      run: (call, id) => changeAccountStatus(call.ctx, call, 'deactivate', { account: id }),
    },
  ],
};
