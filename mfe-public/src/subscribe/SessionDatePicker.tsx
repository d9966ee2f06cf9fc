import type { SessionDate } from '@canal/contracts';
import { CalendarOutlined, Checkbox, CheckCircleOutlined, ClockCircleOutlined, EventDateLabel, Flex, Tag, theme, Typography } from '@canal/kit';
import { unavailableReason } from './sessionChoice';

export interface SessionDatePickerProps {
  dates: SessionDate[];
  chosen: number[];
  onToggle: (id: number) => void;
  /** Under a postponed date: the notify-me form. */
  renderDelayed?: (date: SessionDate) => React.ReactNode;
  /** Under a subscribed date: the way to leave it. */
  renderSubscribed?: (date: SessionDate) => React.ReactNode;
}

/** Subscribed in green, postponed in orange, full in grey: solid colours under white text, readable at 4.5:1. */
function reasonTagColour(date: { isSubscribed?: number | null; eventState?: string | null }): { color?: string; variant?: 'solid' } {
  if (date.isSubscribed === 1) return { color: '#2e7d32', variant: 'solid' };
  if (date.eventState === 'delayed') return { color: '#a35200', variant: 'solid' };
  return {};
}

/**
 * The multiple-choice date selector (spec 000 section 2.8): one box per session, two columns when
 * there are several; dates that cannot be chosen are disabled and say why.
 */
export function SessionDatePicker({ dates, chosen, onToggle, renderDelayed, renderSubscribed }: SessionDatePickerProps) {
  const { token } = theme.useToken();
  // Each column at least half the width: two columns at most, one when two would be narrower than 280 px (a phone).
  const columns = dates.length > 1 ? 'repeat(auto-fill, minmax(max(min(100%, 280px), calc(50% - 6px)), 1fr))' : '1fr';
  return (
    <div role="group" aria-label="Dates de la session" style={{ display: 'grid', gridTemplateColumns: columns, gap: 12 }}>
      {dates.map((date) => {
        const reason = unavailableReason(date);
        const checked = chosen.includes(date.value);
        return (
          <div
            key={date.value}
            style={{
              border: `1px solid ${checked ? token.colorPrimary : token.colorBorderSecondary}`,
              background: checked ? token.colorPrimaryBg : reason ? token.colorFillAlter : token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
              padding: 12,
            }}
          >
            <Checkbox checked={checked || date.isSubscribed === 1} disabled={reason !== null} onChange={() => onToggle(date.value)}>
              <Flex vertical gap={2}>
                <Typography.Text strong>
                  <CalendarOutlined /> <EventDateLabel label={date.label} />
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {date.eventTitle}
                </Typography.Text>
              </Flex>
            </Checkbox>
            {reason && (
              <div style={{ marginTop: 6, paddingLeft: 24 }}>
                <Tag
                  {...reasonTagColour(date)}
                  icon={date.isSubscribed === 1 ? <CheckCircleOutlined /> : date.eventState === 'delayed' ? <ClockCircleOutlined /> : undefined}
                >
                  {reason}
                </Tag>
              </div>
            )}
            {date.eventState === 'delayed' && renderDelayed?.(date)}
            {date.isSubscribed === 1 && renderSubscribed?.(date)}
          </div>
        );
      })}
    </div>
  );
}
