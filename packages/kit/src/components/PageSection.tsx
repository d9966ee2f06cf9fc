import type { ReactNode } from 'react';
import { Typography } from 'antd';

export interface PageSectionProps {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}

/** The common body of a page: a title line and the content, centred up to `maxWidth`. */
export function PageSection({ title, extra, children, maxWidth = 1280 }: PageSectionProps) {
  return (
    <section style={{ maxWidth, margin: '0 auto', padding: '24px 16px', width: '100%', boxSizing: 'border-box' }}>
      {(title || extra) && (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
          {title && (
            // The page's title is its one h1 (WCAG, and what screen-reader users jump to).
            <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
              {title}
            </Typography.Title>
          )}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
