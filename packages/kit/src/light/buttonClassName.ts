import './light.css';

export interface ButtonLook {
  type?: 'primary' | 'default' | 'text' | 'link';
  danger?: boolean;
  ghost?: boolean;
  block?: boolean;
  size?: 'middle' | 'large';
  shape?: 'default' | 'circle';
}

/** The classes of a light button or link button, as antd would draw a Button with the same props. */
export function buttonClassName({ type = 'default', danger, ghost, block, size = 'middle', shape = 'default' }: ButtonLook): string {
  return [
    'cp-btn',
    type !== 'default' && `cp-btn-${type}`,
    danger && 'cp-btn-danger',
    ghost && 'cp-btn-ghost',
    block && 'cp-btn-block',
    size === 'large' && 'cp-btn-lg',
    shape === 'circle' && 'cp-btn-circle',
  ]
    .filter(Boolean)
    .join(' ');
}
