import type { ComponentType } from 'react';
import { AltchaCaptcha } from '../captcha/AltchaCaptcha';

/**
 * What a captcha widget receives: the URL of its proof-of-work challenge, and where to report the
 * solution (the payload the server verifies, posted as `captcha`), or null when it is no longer valid.
 */
export interface CaptchaWidgetProps {
  challengeUrl: string;
  onSolved: (payload: string | null) => void;
  disabled?: boolean;
}

/** The project's own captcha by default; a deployment may register another with setCaptchaWidget. */
let widget: ComponentType<CaptchaWidgetProps> | null = AltchaCaptcha;

/**
 * The extension point of the Captcha field: the captcha (self-hosted proof of work, such as
 * ALTCHA) registers its widget once, and every DynamicForm with a captcha renders it.
 */
export function setCaptchaWidget(component: ComponentType<CaptchaWidgetProps> | null): void {
  widget = component;
}

export function captchaWidget(): ComponentType<CaptchaWidgetProps> | null {
  return widget;
}
