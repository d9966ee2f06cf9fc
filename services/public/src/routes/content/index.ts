import { defineFormModule, type ApiRoute } from '@canal/service-core';
import { contactForm } from '../../contact/contactForm';
import { documentationListRoute } from './documentationList';
import { documentGetRoute, documentsListRoute } from './documents';
import { eventFileRoute } from './eventFile';
import { faqListRoute } from './faqList';
import { eventsFilesRoute, filesMineRoute } from './filesMine';
import { speedtestRoutes } from './speedtest';

/** Help (FAQ and speed test), contact, patient leaflets, documentation and 'Mes fichiers' (spec 000 sections 2.13, 2.14). */
export const contentRoutes: ApiRoute[] = [
  faqListRoute,
  ...speedtestRoutes,
  ...defineFormModule(contactForm),
  documentsListRoute,
  documentGetRoute,
  documentationListRoute,
  filesMineRoute,
  eventsFilesRoute,
  eventFileRoute,
];
