import { useSession } from '@canal/kit/core';
import { HomeBanner } from '../home/HomeBanner';
import { HomeContent } from '../home/HomeContent';
import { IntroSteps } from '../home/IntroSteps';
import { NewsCarousel } from '../news/NewsCarousel';

/** Max width of the home content (spec 000 section 2.4). */
const HOME_MAX_WIDTH = 1350;

/** /: the news (or the banner), the sessions to come and the user's own, then how it works for a visitor. */
export default function HomePage() {
  const session = useSession();
  return (
    <div style={{ maxWidth: HOME_MAX_WIDTH, margin: '0 auto', padding: '0 16px 48px', boxSizing: 'border-box', width: '100%' }}>
      <h1 className="cp-visually-hidden">Canal Pneumo, les webinaires de la médecine respiratoire</h1>
      <NewsCarousel fallback={<HomeBanner />} />
      {/* After the sessions, for visitors: on a phone the first session stays above the fold. */}
      <HomeContent userId={session.user?.id ?? null} after={session.known && !session.user ? <IntroSteps /> : null} />
    </div>
  );
}
