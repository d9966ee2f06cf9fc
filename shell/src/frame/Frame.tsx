import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '@canal/kit/router';
import { isEmbeddedPodcastPage } from '@canal/contracts/core';
import { LoadingBlock, useSession } from '@canal/kit/core';
import { useSiteRoutes } from '../routes/SiteRoutesContext';
import { routeAt } from '../routes/siteRouteTable';
import { PageScope } from './AntdScope';
import { useSite } from '../site/SiteContext';
import { ClosingPopup } from './dialogs/ClosingPopup';
import { CookieBanner } from './dialogs/CookieBanner';
import { OptinsGate } from './dialogs/OptinsGate';
import { OutdatedBrowserDialog } from './dialogs/OutdatedBrowserDialog';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { HelpBanner } from './HelpBanner';
import { usePageTop } from './scroll/usePageTop';
import { useUtmArrival } from './utm/useUtmArrival';
import { isBackOfficePage, sidebarSections } from './sidebar/sidebarSections';
import './frame.css';

/** The back office's sidebar, fetched with antd by staff only: the frame of a member's pages stays light. */
const StaffLayout = lazy(() => import('./sidebar/StaffLayout'));

/** The page frame around every route; pages render only once the authentication state is known. */
export function Frame() {
  const site = useSite();
  const session = useSession();
  const location = useLocation();
  const routes = useSiteRoutes();
  useUtmArrival();
  usePageTop();
  if (isEmbeddedPodcastPage(location.pathname, location.search)) {
    // Framed by a partner site: the podcast alone, no header, footer, banners or dialogs.
    return (
      <main className="cp-main cp-embedded">
        {session.known ? (
          <PageScope light={false}>
            <Outlet />
          </PageScope>
        ) : (
          <LoadingBlock />
        )}
      </main>
    );
  }
  const sections = sidebarSections(routes, session.principal);
  const backOffice = sections.length > 0 && isBackOfficePage(location.pathname, sections);
  return (
    <div className={site.template === 'centered' ? 'cp-page cp-page-centered' : 'cp-page'}>
      <Header />
      <main className="cp-main">
        {session.known ? (
          <PageScope light={routeAt(routes, location.pathname)?.light ?? false}>
            {backOffice ? (
              <Suspense fallback={<LoadingBlock />}>
                <StaffLayout sections={sections}>
                  <Outlet />
                </StaffLayout>
              </Suspense>
            ) : (
              <Outlet />
            )}
          </PageScope>
        ) : (
          <LoadingBlock />
        )}
      </main>
      <HelpBanner />
      <Footer />
      <CookieBanner />
      <ClosingPopup />
      <OutdatedBrowserDialog />
      <OptinsGate />
    </div>
  );
}
