import { CalendarOutlined, EventDateLabel, formatEventDate, LinkButton, VideoCameraOutlined } from '@canal/kit/core';
import { themeOffer, type ThemeSummary } from './homeBlocks';

/**
 * A theme among the home's blocks (the 'other' card kind): its name under a band of its colour, what it offers,
 * its next date (or that it is live now), and the way to its dates. No picture: a theme is not a session, and the band of its
 * colour says which one it is without fetching anything.
 */
export function ThemeCardView({ theme }: { theme: ThemeSummary }) {
  return (
    <article className="cp-card home-theme-card" style={{ borderTopColor: theme.themeColor }}>
      <div className="cp-card-body">
        <h3 className="cp-title" style={{ margin: 0, fontSize: 20 }}>
          {theme.themeName}
        </h3>
        <p className="cp-secondary" style={{ margin: 0 }}>
          {themeOffer(theme)}
        </p>
        {theme.live ? (
          <span className="home-theme-card__live">
            <VideoCameraOutlined /> En direct maintenant
          </span>
        ) : (
          theme.nextDate !== null && (
            <span>
              <CalendarOutlined /> Prochaine session : <EventDateLabel label={formatEventDate(theme.nextDate)} />
            </span>
          )
        )}
        <div style={{ marginTop: 'auto', paddingTop: 8 }}>
          {theme.upcoming > 0 ? (
            <LinkButton to={`/subscribe/${theme.themeId}`} block>
              Choisir mes dates
            </LinkButton>
          ) : (
            <LinkButton to="/replays" block>
              Voir les replays
            </LinkButton>
          )}
        </div>
      </div>
    </article>
  );
}
