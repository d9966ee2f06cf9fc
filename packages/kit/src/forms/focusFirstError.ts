const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls to the first field in error, in the form's order, and focuses it: its input (whose id is
 * the field's), else the first control of its form item (a rich-text editor, an upload). A field
 * in error that is not drawn (hidden meanwhile) is skipped: its message is in the alert.
 */
export function focusFirstError(area: HTMLElement, fieldOrder: readonly string[], errors: Record<string, string>): void {
  for (const fieldId of fieldOrder) {
    if (!errors[fieldId]) continue;
    const input = area.ownerDocument.getElementById(fieldId);
    if (!input || !area.contains(input)) continue;
    const item = input.closest<HTMLElement>('.ant-form-item') ?? input;
    const target = input.matches(FOCUSABLE) ? input : item.querySelector<HTMLElement>(FOCUSABLE);
    // jsdom has no scrollIntoView; browsers all do.
    if (typeof item.scrollIntoView === 'function') item.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
    return;
  }
}
