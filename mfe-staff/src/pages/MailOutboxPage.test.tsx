/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { eq } from 'drizzle-orm';
import { screen, waitFor, within } from '@testing-library/react';
import { schema } from '@canal/service-core';
import type { UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { pageUser, renderPage, staffServiceInBrowser } from '@canal/kit/testing';
import MailOutboxPage from './MailOutboxPage';

/** The outbox's line that shows this subject (its subject on the left, its status and buttons on the right). */
function mailLine(subject: string): HTMLElement {
  const line = screen.getByText(subject).closest<HTMLElement>('.ant-flex-justify-space-between');
  if (!line) throw new Error(`no mail « ${subject} »`);
  return line;
}

// An SMTP server is configured (none listens: the service only queues the deliveries), so 'Renvoyer' is allowed.
const bed = staffServiceInBrowser({ SMTP_URL: 'smtp://127.0.0.1:2525' });
let admin: UserRow;
beforeAll(async () => {
  admin = await makeAccount(bed.t.ctx, 'admin');
});
beforeEach(() => bed.signIn(admin));

describe('MON COMPTE > E-mails', () => {
  it('lists the mails, latest first, with their status, and previews one with its attachments', async () => {
    await bed.t.ctx.outbox.send({ to: 'claire.martin@exemple.fr', subject: 'Bienvenue sur Canal Pneumo', text: 'Bonjour Claire,\nVotre compte est ouvert.' });
    await bed.t.ctx.outbox.send({
      to: 'paul.durand@exemple.fr',
      subject: 'Votre inscription à la session BPCO',
      text: 'Bonjour Paul',
      attachments: [{ filename: 'invitation.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' }],
    });
    const user = pageUser();
    renderPage(<MailOutboxPage />, '/staff/mail');

    await screen.findByText('Votre inscription à la session BPCO');
    const subjects = screen.getAllByText(/^(Bienvenue sur Canal Pneumo|Votre inscription à la session BPCO)$/).map((element) => element.textContent);
    expect(subjects.slice(0, 2)).toEqual(['Votre inscription à la session BPCO', 'Bienvenue sur Canal Pneumo']);
    expect(within(mailLine('Votre inscription à la session BPCO')).getByText(/paul\.durand@exemple\.fr · 1 pièce jointe/)).toBeTruthy();
    expect(within(mailLine('Bienvenue sur Canal Pneumo')).getByText('En attente')).toBeTruthy();

    await user.click(within(mailLine('Votre inscription à la session BPCO')).getByRole('button', { name: 'Aperçu' }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByText('À : paul.durand@exemple.fr')).toBeTruthy();
    expect(within(preview).getByText('Pièces jointes : invitation.ics (text/calendar; method=REQUEST)')).toBeTruthy();
  });

  it('sends a failed mail again with « Renvoyer »: a confirmation, and the line shows it waiting again', async () => {
    const id = await bed.t.ctx.outbox.send({ to: 'lea.petit@exemple.fr', subject: 'Rappel : la session commence demain', text: 'Bonjour' });
    await bed.t.ctx.db.update(schema.mailOutbox).set({ error: 'connect ECONNREFUSED 127.0.0.1:2525' }).where(eq(schema.mailOutbox.id, id));
    const user = pageUser();
    renderPage(<MailOutboxPage />, '/staff/mail');

    await screen.findByText('Rappel : la session commence demain');
    const line = mailLine('Rappel : la session commence demain');
    expect(within(line).getByText('Échec')).toBeTruthy();
    expect(within(line).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeTruthy();

    await user.click(within(line).getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Message remis dans la file d’envoi.')).toBeTruthy();
    // The outbox is read again: the line no longer shows the failure.
    await waitFor(() => expect(within(mailLine('Rappel : la session commence demain')).queryByText('En attente')).toBeTruthy());
    expect(within(mailLine('Rappel : la session commence demain')).queryByRole('button', { name: 'Renvoyer' })).toBeNull();
    const [row] = await bed.t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
    expect(row.error).toBeNull();
  });

  it('shows the server’s refusal as a message and keeps the line as it was', async () => {
    const id = await bed.t.ctx.outbox.send({ to: 'marc.roux@exemple.fr', subject: 'Message supprimé entre-temps', text: 'Bonjour' });
    await bed.t.ctx.db.update(schema.mailOutbox).set({ error: 'Timeout' }).where(eq(schema.mailOutbox.id, id));
    const user = pageUser();
    renderPage(<MailOutboxPage />, '/staff/mail');
    await screen.findByText('Message supprimé entre-temps');
    // Someone purged it meanwhile: the service answers 404 in French.
    await bed.t.ctx.db.delete(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
    await user.click(within(mailLine('Message supprimé entre-temps')).getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Ce message n’existe pas.')).toBeTruthy();
    expect(within(mailLine('Message supprimé entre-temps')).getByRole('button', { name: 'Renvoyer' })).toBeTruthy();
  });
});
