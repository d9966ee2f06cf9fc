import { useEffect, useState } from 'react';
import { RunEvents } from './runEvents';

/** The page's socket to its member's runs, opened with the page and closed with it. */
export function useRunEvents(): RunEvents | null {
  const [events, setEvents] = useState<RunEvents | null>(null);
  useEffect(() => {
    const opened = new RunEvents();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the socket opens after mount, never during render, and the page re-renders with its handle
    setEvents(opened);
    return () => opened.close();
  }, []);
  return events;
}
