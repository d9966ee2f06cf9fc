import { runService } from '@canal/service-core';
import { createApp } from './index';

void runService('staff', 8103, createApp);
