import { cuttableLink, makeAnnouncement, makeEvent, makeQuizQuestion, makeSubscription, makeUser, sessionFor } from '@canal/service-core/testing';
import { startTwoLiveInstances, type TwoLiveInstances } from './liveInstancesTestSupport';
import { cutWhile, participantThrough } from './relayTestSupport';

describe('split mode: a participant whose network drops comes back to the other live instance', () => {
  let live: TwoLiveInstances;
  beforeAll(async () => {
    live = await startTwoLiveInstances('canal_split_recovery');
  }, 120_000);
  afterAll(() => live?.stop());

  it('receives there, after 30 s away, the quiz then the announcement shown meanwhile through the first instance, in order', async () => {
    const ctx = live.opened.ctx;
    const event = await makeEvent(ctx, { startsInMin: -5, durationMin: 60 });
    const member = await makeUser(ctx);
    await makeSubscription(ctx, member.id, event.id);
    const quiz = await makeQuizQuestion(ctx, event.id, { quizType: 'quiz' });
    const announce = await makeAnnouncement(ctx, event.id);
    const admin = await sessionFor(ctx, (await makeUser(ctx, { role: 'admin' })).email);
    const show = async (contentType: string, contentId: number) => {
      const response = await fetch(`http://127.0.0.1:${live.ports.a}/api/state/set/${event.id}`, {
        method: 'POST',
        headers: { Cookie: admin.cookie, 'X-CSRF-Token': admin.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `contentType=${contentType}&contentId=${contentId}`,
      });
      expect(response.status).toBe(200);
    };
    // The participant's network leads to instance A; when it comes back, the balancer sends it to B.
    const link = await cuttableLink(live.ports.a);
    try {
      const phone = await participantThrough(link, (await sessionFor(ctx, member.email)).cookie, event.id, member.id);
      const received = await cutWhile(
        phone,
        link,
        async () => {
          link.retarget(live.ports.b);
          await show('quiz', quiz.id);
          await show('announce', announce.id);
        },
        (message) => message.state.contentType === 'announce',
      );
      expect(received.map((message) => [message.state.contentType, message.state.contentId])).toEqual([
        ['quiz', String(quiz.id)],
        ['announce', String(announce.id)],
      ]);
      expect(phone.socket.recovered).toBe(true);
      phone.socket.close();
    } finally {
      await link.close();
    }
  });
});
