import { runService } from '@canal/service-core';
import { createApp } from './index';

void runService('media', 8104, createApp);
