import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type DropdownEntry =
  { kind: 'title'; key: string; label: string } | { kind: 'item'; key: string; label: ReactNode; selected?: boolean; onSelect: () => void };

export interface DropdownMenuProps {
  /** What the trigger shows. */
  label: ReactNode;
  entries: DropdownEntry[];
  /** A button (a header's menus), or an entry of a horizontal menu (a group of the main menu). */
  trigger?: 'button' | 'menuitem';
  /** Attributes of the trigger: its accessible name, a test id, a class. */
  triggerProps?: { 'aria-label'?: string; 'data-testid'?: string; className?: string };
  /** Which edge of the trigger the list lines up with. */
  align?: 'start' | 'end';
}

interface Placement {
  top: number;
  left?: number;
  right?: number;
}

function placementUnder(trigger: HTMLElement, align: 'start' | 'end'): Placement {
  const box = trigger.getBoundingClientRect();
  const top = box.bottom + 4;
  return align === 'end' ? { top, right: Math.max(8, window.innerWidth - box.right) } : { top, left: Math.max(8, box.left) };
}

/**
 * A menu that opens under its trigger (WAI-ARIA menu button): items are `menuitem`s reached with the
 * arrows, Escape or a click elsewhere closes it and gives the focus back. Light (no antd): the header
 * shows it on every page. The list is drawn in document.body, above the page, like antd's Dropdown.
 */
export function DropdownMenu({ label, entries, trigger = 'button', triggerProps, align = 'start' }: DropdownMenuProps) {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const menuRef = useRef<HTMLUListElement | null>(null);
  const menuId = useId();
  const open = placement !== null;

  const close = (giveFocusBack: boolean) => {
    setPlacement(null);
    if (giveFocusBack) triggerRef.current?.focus();
  };
  const toggle = (fromKeyboard: boolean) => {
    if (open || !triggerRef.current) return close(false);
    setPlacement(placementUnder(triggerRef.current, align));
    setFocusFirst(fromKeyboard);
  };

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!triggerRef.current?.contains(target) && !menuRef.current?.contains(target)) close(false);
    };
    const closeOnResize = () => close(false);
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('resize', closeOnResize);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('resize', closeOnResize);
    };
  }, [open]);

  useLayoutEffect(() => {
    if (open && focusFirst) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open, focusFirst]);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const target = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (target !== undefined && items.length > 0) {
      event.preventDefault();
      items[(target + items.length) % items.length].focus();
    }
  };

  const choose = (entry: Extract<DropdownEntry, { kind: 'item' }>) => {
    close(false);
    entry.onSelect();
  };

  const triggerAttributes = {
    ...triggerProps,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: (event: { detail: number }) => toggle(event.detail === 0),
  };
  const triggerElement =
    trigger === 'menuitem' ? (
      <li
        role="menuitem"
        tabIndex={0}
        ref={(element) => {
          triggerRef.current = element;
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          toggle(true);
        }}
        {...triggerAttributes}
      >
        {label}
      </li>
    ) : (
      <button
        type="button"
        ref={(element) => {
          triggerRef.current = element;
        }}
        {...triggerAttributes}
      >
        {label}
      </button>
    );

  return (
    <>
      {triggerElement}
      {placement &&
        createPortal(
          <ul role="menu" id={menuId} ref={menuRef} className="cp-dropdown" style={placement} onKeyDown={moveFocus}>
            {entries.map((entry) =>
              entry.kind === 'title' ? (
                <li key={entry.key} role="presentation" className="cp-dropdown__title">
                  {entry.label}
                </li>
              ) : (
                <li
                  key={entry.key}
                  role="menuitem"
                  tabIndex={-1}
                  aria-current={entry.selected ? 'page' : undefined}
                  className={entry.selected ? 'cp-dropdown__item cp-dropdown__item--selected' : 'cp-dropdown__item'}
                  onClick={() => choose(entry)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    choose(entry);
                  }}
                >
                  {entry.label}
                </li>
              ),
            )}
          </ul>,
          document.body,
        )}
    </>
  );
}
