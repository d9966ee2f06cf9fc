import type { engineApi, FormOption } from '@canal/contracts';

/** The choices of a lookup or filter answer, as { value, label } (an item may give its label as `text`, or none). */
export function readOptionsAnswer(answer: engineApi.OptionsAnswer): FormOption[] {
  return answer.data.options.map((item) => {
    const value = String(item.value);
    return { value, label: String(item.label ?? item.text ?? value) };
  });
}
