/**
 * The contracts run in the browser and in Node, so their own type-check (tsconfig.contracts.json)
 * has neither the DOM nor Node: the few Web APIs both runtimes provide are declared here, narrowly,
 * for that check only (the browser and server projects take them from their own libs).
 */
interface URLSearchParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}
declare const URLSearchParams: { new (init?: string): URLSearchParams };
