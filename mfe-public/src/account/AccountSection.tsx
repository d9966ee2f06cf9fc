import type { ReactNode } from 'react';
import { Card, Typography } from '@canal/kit';

export interface AccountSectionProps {
  /** The section's heading (h2), drawn as the forms draw their group titles; none when its form draws its own. */
  title?: string;
  /** The heading's id: the section is named by it. */
  id?: string;
  children: ReactNode;
}

/** One block of 'Mon compte', in a card of its own, so that the page reads as separate parts on a phone too. */
export function AccountSection({ title, id, children }: AccountSectionProps) {
  return (
    <Card styles={{ body: { padding: 'clamp(16px, 4vw, 24px)' } }}>
      <section aria-labelledby={title ? id : undefined}>
        {title && (
          <Typography.Title level={2} id={id} style={{ fontSize: 16, margin: '0 0 12px', color: 'var(--ant-color-text-description)' }}>
            {title}
          </Typography.Title>
        )}
        {children}
      </section>
    </Card>
  );
}
