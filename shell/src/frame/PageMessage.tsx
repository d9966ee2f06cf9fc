import type { ReactNode } from 'react';

/** A page that only says something (not found, unavailable) and offers one way on; drawn without antd, as the frame. */
export function PageMessage({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <section className="cp-page-message">
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </section>
  );
}
