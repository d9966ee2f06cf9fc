import { runService } from '@canal/service-core';
import { createApp } from './index';

void runService('public', 8101, createApp);
