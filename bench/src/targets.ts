/** A figure against its target from issue 6 §3: the bench says PASS or FAIL, and never fails itself. */
export interface Verdict {
  what: string;
  figure: string;
  target: string;
  pass: boolean;
}

const verdicts: Verdict[] = [];

/** Records a verdict and returns its line, to print beside the figures it judges. */
export function judge(what: string, figure: string, target: string, pass: boolean): string {
  verdicts.push({ what, figure, target, pass });
  return `  ${pass ? 'PASS' : 'FAIL'}  ${what}: ${figure} (target ${target})`;
}

export function summary(): string[] {
  const passed = verdicts.filter((verdict) => verdict.pass).length;
  return [
    `Targets: ${passed} of ${verdicts.length} met`,
    ...verdicts.map((verdict) => `  ${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.what.padEnd(44)} ${verdict.figure.padEnd(22)} target ${verdict.target}`),
  ];
}
