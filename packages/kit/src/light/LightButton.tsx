import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClassName, type ButtonLook } from './buttonClassName';

export interface LightButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * A button drawn like antd's, without antd: for the frame and the home page, which every first
 * visit loads (the other pages use antd's Button from the kit's main entry).
 */
export function LightButton({ type, danger, ghost, block, size, shape, icon, children, className, ...button }: LightButtonProps) {
  const look = buttonClassName({ type, danger, ghost, block, size, shape });
  return (
    <button type="button" className={className ? `${look} ${className}` : look} {...button}>
      {icon}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}
