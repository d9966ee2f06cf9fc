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

/** `env` with SERVER_NODE_OPTIONS added to its NODE_OPTIONS. */
export function withServerNodeOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, SERVER_NODE_OPTIONS].filter(Boolean).join(' ') };
}
