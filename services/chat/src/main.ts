import { runService } from '@canal/service-core';
import { createApp } from './index';

void runService('chat', 8105, createApp);
