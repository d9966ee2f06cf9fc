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

/** Clicks the cross that empties an antd select (hidden from assistive technologies by antd: found by its class). */
export async function clearSelect(user: UserEvent, select: HTMLElement): Promise<void> {
  const cross = select.closest('.ant-select')?.querySelector('.ant-select-clear');
  if (!cross) throw new Error('this select has no clearing cross');
  await user.click(cross);
}
