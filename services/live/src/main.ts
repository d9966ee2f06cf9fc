import { runService } from '@canal/service-core';
import { createApp } from './index';

void runService('live', 8102, createApp);
