export type { LiveAccess, LiveData, LiveEventCard, LiveResponse } from '@canal/contracts';
