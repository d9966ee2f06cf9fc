import { useEffect, useState } from 'react';
import { RunEvents } from './runEvents';

/** The page's socket to its member's runs, opened with the page and closed with it. */
export function useRunEvents(): RunEvents | null {
  const [events, setEvents] = useState<RunEvents | null>(null);
  useEffect(() => {
    const opened = new RunEvents();
    setEvents(opened);
    return () => opened.close();
  }, []);
  return events;
}
