import { z } from 'zod';

/** `contact_form` of the read calls (spec 000 section 7): 'true' form-urlencoded, or a JSON boolean; read and ignored. */
export const contactFormFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])]).optional();
