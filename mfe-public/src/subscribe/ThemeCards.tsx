import type { ThemeSessions } from '@canal/contracts';
import { Card, Flex, LinkButton, Typography } from '@canal/kit';

/** /subscribe: one card per theme with open sessions, each leading to /subscribe/{themeId}. */
export function ThemeCards({ themes }: { themes: ThemeSessions[] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 16 }}>
      {themes.map((theme) => {
        const open = theme.sessions.filter((session) => session.eventState !== 'delayed').length;
        return (
          <Card
            key={theme.id}
            cover={theme.themeThumb[0] ? <img src={theme.themeThumb[0].dest} alt="" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : undefined}
            style={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: `4px solid ${theme.themeColor}` }}
            styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
          >
            <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
              {theme.themeName}
            </Typography.Title>
            {theme.themeSubTitle && <Typography.Text type="secondary">{theme.themeSubTitle}</Typography.Text>}
            <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 'auto' }}>
              <Typography.Text>{open > 1 ? `${open} dates au choix` : open === 1 ? '1 date' : 'Date à venir'}</Typography.Text>
              <LinkButton to={`/subscribe/${theme.id}`} type="primary">
                Choisir mes dates
              </LinkButton>
            </Flex>
          </Card>
        );
      })}
    </div>
  );
}
