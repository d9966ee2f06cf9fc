/**
 * Node options of every server process (all-in-one, each split service, the bench's servers).
 *
 * V8's young generation: Node 24 sizes it from the machine's memory (two 64 MB semispaces on a 24 GB
 * host), and a server touches all of it between two scavenges, about 100 MB of resident memory
 * holding nothing but short-lived garbage. 16 MB semispaces (Node 20's size) keep a live process
 * with 5,000 sockets under 250 MB (bench/README.md), for scavenges a little more frequent.
 * The Dockerfile and `npm start` carry the same line (dockerCompose.test.ts checks them).
 */
export const SERVER_NODE_OPTIONS = '--max-semi-space-size=16';

/**
 * A split live process holds thousands of sockets and answers little HTTP (the gateway answers
 * polls in all-in-one mode, and a room's answers are a burst a minute): 8 MB semispaces, on its
 * command line (which wins over NODE_OPTIONS), keep it about 20 MB lower with 5,000 sockets, for
 * requests about 6 % slower and scavenges about 12 % longer during a connection burst (measured
 * 2026-11-26, services/live/README.md). docker-compose.yml's live service runs with the same flag.
 */
export const LIVE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

/** The node flags of a compiled entry point: the live service's own, nothing for the others. */
export const nodeFlagsOf = (entry: string): readonly string[] => (entry.startsWith('services/live/') ? LIVE_NODE_FLAGS : []);

/** `env` with SERVER_NODE_OPTIONS added to its NODE_OPTIONS. */
export function withServerNodeOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, SERVER_NODE_OPTIONS].filter(Boolean).join(' ') };
}
