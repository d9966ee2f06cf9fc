import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '../router';
import { buttonClassName, type ButtonLook } from '../light/buttonClassName';

export interface LinkButtonProps extends Pick<ButtonLook, 'danger' | 'block' | 'size'> {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default' | 'link';
  icon?: ReactNode;
}

/**
 * A button that is a real link (middle-click, new tab) and navigates inside the site on a plain
 * click. Light (no antd): the frame and the home page use it on every first visit.
 */
export function LinkButton({ to, children, type = 'default', icon, danger, block, size }: LinkButtonProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a href={to} className={buttonClassName({ type, danger, block, size })} onClick={follow}>
      {icon}
      <span>{children}</span>
    </a>
  );
}
