import type { ApiRoute } from '@canal/service-core';
import { gptApiRoute } from './gpt/api';
import { debugThreadRoute } from './gpt/debugThread';
import { modelCheckRoute, usageRoute } from './usage';

export const routes: ApiRoute[] = [gptApiRoute, debugThreadRoute, usageRoute, modelCheckRoute];
