import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '../router';
import { Button } from 'antd';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default' | 'link';
  icon?: ReactNode;
  danger?: boolean;
  block?: boolean;
}

/** A button that is a real link (middle-click, new tab) and navigates inside the site on a plain click. */
export function LinkButton({ to, children, type = 'default', icon, danger, block }: LinkButtonProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button type={type} href={to} icon={icon} danger={danger} block={block} onClick={follow}>
      {children}
    </Button>
  );
}
