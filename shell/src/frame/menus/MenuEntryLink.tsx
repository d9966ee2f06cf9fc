import type { ReactNode } from 'react';
import { Link } from '@canal/kit/router';
import type { MenuLink } from './MenuLink';
import { confirmLeaving } from '@canal/kit/core';

/** The clickable part of a menu entry: router link, new tab, or external site behind a confirmation. */
export function MenuEntryLink({ link, children }: { link: MenuLink; children?: ReactNode }) {
  const label = children ?? link.label;
  if (!link.to) return <span>{label}</span>;
  if (link.external) {
    return (
      <a
        href={link.to}
        onClick={(event) => {
          event.preventDefault();
          confirmLeaving(link.to ?? '');
        }}
      >
        {label}
      </a>
    );
  }
  if (link.newWindow) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return <Link to={link.to}>{label}</Link>;
}
