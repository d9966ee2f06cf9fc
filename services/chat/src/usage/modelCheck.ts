import OpenAI, { APIError } from 'openai';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import type { ChatModelCheck } from '@canal/contracts';
import type { ServiceContext } from '@canal/service-core';
import { streamTurn } from '../runs/modelStream';
import { providerFailure } from '../runs/providerErrors';

const CHECK_TIMEOUT_MS = 30_000;

/** The one function offered: a model that calls it can run GPTPubMed's searches. */
const CHECK_TOOL: ChatCompletionFunctionTool = {
  type: 'function',
  function: { name: 'confirmer_disponibilite', description: 'Confirme que le modèle est disponible.', parameters: { type: 'object', properties: {} } },
};

const seconds = (ms: number) => `${(ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`;

type Check = Omit<ChatModelCheck, 'result'>;

/**
 * 'Tester le modèle': one short streamed request to the configured model, the way runs call it,
 * offering one function; says in French whether the model answers and whether it calls functions
 * (without which GPTPubMed cannot search PubMed). The provider's own words go in `detail`.
 */
export async function checkModel(ctx: ServiceContext): Promise<Check> {
  const { OPENAI_BASE_URL: baseURL, CHAT_MODEL: model } = ctx.config;
  if (!baseURL || !model) {
    return {
      level: 'error',
      message: 'Aucun modèle n’est configuré : renseignez OPENAI_BASE_URL et CHAT_MODEL.',
      model: null,
      answers: false,
      tools: false,
      ms: null,
      detail: null,
    };
  }
  const client = new OpenAI({ baseURL, apiKey: ctx.config.OPENAI_API_KEY ?? 'sans-cle', maxRetries: 0, timeout: CHECK_TIMEOUT_MS });
  const started = performance.now();
  try {
    const turn = await streamTurn(
      client,
      {
        model,
        messages: [
          { role: 'system', content: 'Test de disponibilité de la plateforme Canal Pneumo.' },
          { role: 'user', content: 'Appelle la fonction confirmer_disponibilite, sans rien écrire d’autre.' },
        ],
        tools: [CHECK_TOOL],
      },
      AbortSignal.timeout(CHECK_TIMEOUT_MS),
      () => undefined,
    );
    const answeredBy = turn.model || model;
    const ms = Math.round(performance.now() - started);
    if (turn.toolCalls.some((call) => call.name === CHECK_TOOL.function.name)) {
      return {
        level: 'success',
        message: `Le modèle ${answeredBy} répond (en ${seconds(ms)}) et sait appeler des fonctions : GPTPubMed peut chercher dans PubMed.`,
        model: answeredBy,
        answers: true,
        tools: true,
        ms,
        detail: null,
      };
    }
    return {
      level: 'warning',
      message: `Le modèle ${answeredBy} répond (en ${seconds(ms)}), mais n’a pas appelé la fonction proposée : il ne sait peut-être pas utiliser d’outils, et GPTPubMed ne pourrait alors pas chercher dans PubMed.`,
      model: answeredBy,
      answers: true,
      tools: false,
      ms,
      detail: turn.content.slice(0, 500) || null,
    };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (error instanceof APIError && error.status === 400 && /tool|function/i.test(String(error.message))) {
      return {
        level: 'warning',
        message: `Le serveur du modèle ${model} répond, mais refuse les outils (fonctions) : GPTPubMed ne pourra pas chercher dans PubMed avec ce modèle. Choisissez-en un qui les accepte.`,
        model,
        answers: true,
        tools: false,
        ms,
        detail: String(error.message).slice(0, 1000),
      };
    }
    const { runError, detail } = providerFailure(error);
    return { level: 'error', message: `Le modèle ${model} ne répond pas : ${runError.message}`, model, answers: false, tools: false, ms, detail };
  }
}
