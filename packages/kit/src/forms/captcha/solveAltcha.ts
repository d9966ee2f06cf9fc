import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { engineApi } from '@canal/contracts';
import { callEndpoint } from '@canal/kit';

export interface SolvedCaptcha {
  /** What the form posts as `captcha`: base64 of { challenge, solution }, as the server decodes it. */
  payload: string;
  /** When the challenge expires (ms since epoch), if it says. */
  expiresAt: number | null;
}

/** Whether this page can run the proof of work (Web Crypto exists only on HTTPS or localhost). */
export function canSolveCaptcha(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

/**
 * Fetches an ALTCHA challenge (GET `challengeUrl`) and solves it in the browser (PBKDF2 with Web
 * Crypto); null when aborted or timed out.
 */
export async function solveAltcha(challengeUrl: string, controller: AbortController): Promise<SolvedCaptcha | null> {
  const challenge = await callEndpoint(engineApi.captchaChallenge, {}, { url: challengeUrl });
  const solution = await solveChallenge({ challenge, controller, deriveKey });
  if (!solution || controller.signal.aborted) return null;
  const expires = challenge.parameters.expiresAt;
  return {
    payload: btoa(JSON.stringify({ challenge, solution })),
    expiresAt: typeof expires === 'number' ? expires * 1000 : null,
  };
}
