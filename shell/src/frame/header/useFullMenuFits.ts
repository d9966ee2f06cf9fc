import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the full main menu fits in its slot of the header: the slot's width (what the logo and the
 * login area leave) against the width of a hidden copy of the entries (the ruler). A fixed breakpoint
 * cannot know it: the entries depend on the role and the variant, the login area on the e-mail, the
 * text on the fonts. Measured before the first paint and again whenever either box changes size (a
 * rotated phone, a login that adds entries), so the entries never run under the login buttons.
 */
export function useFullMenuFits(slot: RefObject<HTMLElement | null>, ruler: RefObject<HTMLElement | null>): boolean {
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const measure = () => {
      if (slot.current && ruler.current) setFits(ruler.current.offsetWidth <= slot.current.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    for (const box of [slot.current, ruler.current]) if (box) observer.observe(box);
    return () => observer.disconnect();
  }, [slot, ruler]);
  return fits;
}
