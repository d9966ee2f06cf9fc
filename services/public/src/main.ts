import { runService } from '@canal/service-core';
import { service } from './index';

void runService(service, 8101);
