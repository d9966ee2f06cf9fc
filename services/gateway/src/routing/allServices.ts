import type { ServiceDefinition } from '@canal/service-core';
import { service as chat } from '@canal/service-chat';
import { service as live } from '@canal/service-live';
import { service as media } from '@canal/service-media';
import { service as publicService } from '@canal/service-public';
import { service as staff } from '@canal/service-staff';

/** The five services: all hosted by the all-in-one process, and the gateway's routing table in split mode. */
export const ALL_SERVICES: readonly ServiceDefinition[] = [publicService, live, staff, media, chat];
