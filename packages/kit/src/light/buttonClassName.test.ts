import { buttonClassName } from './buttonClassName';

describe('buttonClassName', () => {
  it('draws a default button with the base class only', () => {
    expect(buttonClassName({})).toBe('cp-btn');
  });

  it('adds one class per look, as antd reads the same props', () => {
    expect(buttonClassName({ type: 'primary', danger: true, block: true, size: 'large' })).toBe('cp-btn cp-btn-primary cp-btn-danger cp-btn-block cp-btn-lg');
    expect(buttonClassName({ ghost: true, shape: 'circle' })).toBe('cp-btn cp-btn-ghost cp-btn-circle');
  });
});
