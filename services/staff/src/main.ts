// First: the libraries loaded below keep no source map (services/core/src/host/ownSourceMaps.ts).
import '@canal/service-core/ownSourceMaps';
import { runService } from '@canal/service-core';
import { service } from './index';

void runService(service, 8103);
