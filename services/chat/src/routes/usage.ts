import { chatApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { checkModel } from '../usage/modelCheck';
import { usageReport } from '../usage/usageReport';

/** GET /api/gpt/usage?days= (admin): '/staff/tools/chat', the assistant's use and estimated cost. */
export const usageRoute = defineRoute(chatApi.usage)({
  access: 'admin',
  handle: async ({ ctx, input }) => ({ result: true, ...(await usageReport(ctx, input.days)) }),
});

/** POST /api/gpt/model-check (admin): 'Tester le modèle'. */
export const modelCheckRoute = defineRoute(chatApi.modelCheck)({
  access: 'admin',
  handle: async ({ ctx }) => ({ result: true, ...(await checkModel(ctx)) }),
});
