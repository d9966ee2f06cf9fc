import { backupJob } from '../backup/backupJob';
import type { JobDefinition } from '../jobs/Jobs';
import { mailDeliveryJob } from '../mail/mailDeliveryJob';
import { sessionPurgeJob } from '../sessions/sessionPurgeJob';
import { uploadPurgeJob } from '../uploads/uploadPurgeJob';

/** Jobs of the platform itself, worked by every host whatever services it runs. */
export const PLATFORM_JOBS: readonly JobDefinition[] = [mailDeliveryJob, sessionPurgeJob, uploadPurgeJob, backupJob];
