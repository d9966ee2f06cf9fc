import type { ApiRoute } from '@canal/service-core';
import { gptApiRoute } from './gpt/api';
import { debugThreadRoute } from './gpt/debugThread';

export const routes: ApiRoute[] = [gptApiRoute, debugThreadRoute];
