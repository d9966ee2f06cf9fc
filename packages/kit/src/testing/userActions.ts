import { waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/**
 * A user for the interaction tests. Not checking `pointer-events` before each click: jsdom computes
 * the whole cascade of every ancestor for it, seconds per click on antd's pages, and no page of the
 * site disables pointer events on something a test clicks.
 */
export function pageUser(): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Opens an antd select and clicks one of the options it shows (its popup has no accessible name: found by antd's classes). */
export async function chooseOption(user: UserEvent, select: HTMLElement, label: string): Promise<void> {
  await user.click(select);
  const option = await waitFor(() => {
    const shown = Array.from(document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'));
    const found = shown.find((candidate) => candidate.getAttribute('title') === label);
    if (!found) throw new Error(`no option « ${label} » shown`);
    return found;
  });
  await user.click(option);
}

/** Clicks the cross that empties an antd select or date picker (hidden from assistive technologies by antd: found by its class). */
export async function clearChoice(user: UserEvent, control: HTMLElement): Promise<void> {
  const cross = control.closest('.ant-select, .ant-picker')?.querySelector('.ant-select-clear, .ant-picker-clear');
  if (!cross) throw new Error('this control has no clearing cross');
  await user.click(cross);
}
