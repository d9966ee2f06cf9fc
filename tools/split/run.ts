import { execFileSync } from 'node:child_process';

/** Runs a command and returns its output; throws with the command's stderr when it fails. */
export function run(command: string, args: string[], options: { asUser?: string } = {}): string {
  const [file, fileArgs] = options.asUser ? ['su', [options.asUser, '-s', '/bin/sh', '-c', [command, ...args.map(quote)].join(' ')]] : [command, args];
  return execFileSync(file, fileArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
