export const SERVICE_NAMES = ['public', 'live', 'staff', 'media', 'chat'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
