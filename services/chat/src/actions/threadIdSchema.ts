import { z } from 'zod';

const MISSING = 'Identifiant de discussion manquant.';

/** The `id` field of view_thread and delete_thread. */
export const threadIdSchema = z.string({ error: MISSING }).trim().min(1, MISSING).max(64, 'Identifiant de discussion invalide.');
