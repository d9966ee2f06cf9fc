import type { ApiRoute } from '@canal/service-core';
import { gptApiRoute } from './gpt/api';

export const routes: ApiRoute[] = [gptApiRoute];
