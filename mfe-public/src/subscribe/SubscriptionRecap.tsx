import type { SessionDate } from '@canal/contracts';
import { Button, CalendarOutlined, ClockCircleOutlined, EditOutlined, Flex, formatHour, formatLongDate, Typography } from '@canal/kit';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The recap of the chosen sessions (spec 000 section 2.8): weekday, day, month, year and time, and 'Modifier la date'. */
export function SubscriptionRecap({ themeName, dates, onChangeDate }: { themeName: string; dates: SessionDate[]; onChangeDate?: () => void }) {
  return (
    <Flex vertical gap={8}>
      {themeName && <Typography.Text type="secondary">{themeName}</Typography.Text>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {dates.map((date) => (
          <li key={date.value}>
            <Typography.Text strong style={{ display: 'block' }}>
              {date.eventTitle}
            </Typography.Text>
            <Typography.Text>
              <CalendarOutlined /> {capitalized(formatLongDate(date.eventDate))} · <ClockCircleOutlined /> {formatHour(date.eventDate)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      {onChangeDate && (
        <div>
          <Button icon={<EditOutlined />} onClick={onChangeDate}>
            Modifier la date
          </Button>
        </div>
      )}
    </Flex>
  );
}
