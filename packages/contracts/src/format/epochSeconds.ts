/** A date as the wire's epoch seconds (list cells, event dates); null stays null. */
export const epochSecondsOf = (date: Date | null): number | null => (date ? Math.floor(date.getTime() / 1000) : null);
