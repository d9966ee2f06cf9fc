import { chatFailureLabel, chatToolLabel, type ChatRunStep, type ChatUsage } from '@canal/contracts/chat';
import { formatListDate, Tag, Typography } from '@canal/kit';
import { formatCost, formatCount, formatDuration } from './usageFormat';

type SlowRun = ChatUsage['slowest'][number];

const STEP_COLOURS = { model: '#1677ff', tool: '#fa8c16', failed: '#cf1322', other: '#d9d9d9' };

const stepName = (step: ChatRunStep) => (step.kind === 'tool' ? chatToolLabel(step.name) : `Modèle ${step.name}`);

function stepText(step: ChatRunStep): string {
  const extras = [
    step.firstTokenMs ? `premier mot à ${formatDuration(step.firstTokenMs)}` : '',
    step.promptTokens || step.completionTokens ? `${formatCount(step.promptTokens ?? 0)} + ${formatCount(step.completionTokens ?? 0)} jetons` : '',
    step.ok ? '' : 'échec',
  ].filter(Boolean);
  return `${stepName(step)} : ${formatDuration(step.ms)}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
}

/** The run's time, step by step, as one bar: what is not a step is waiting (the queue, NCBI's pace) and writing. */
function StepBar({ run }: { run: SlowRun }) {
  const total = Math.max(
    run.durationMs,
    run.steps.reduce((sum, step) => sum + step.ms, 0),
    1,
  );
  return (
    <div aria-hidden="true" style={{ display: 'flex', height: 10, borderRadius: 4, overflow: 'hidden', background: STEP_COLOURS.other, margin: '6px 0' }}>
      {run.steps.map((step, at) => (
        <div
          key={at}
          title={stepText(step)}
          style={{ width: `${(step.ms / total) * 100}%`, background: step.ok ? STEP_COLOURS[step.kind] : STEP_COLOURS.failed, borderRight: '1px solid #fff' }}
        />
      ))}
    </div>
  );
}

/** The slowest runs of the period, each with its steps (calls of the model, searches) and their times. */
export function SlowestRuns({ runs, currency }: { runs: SlowRun[]; currency: string }) {
  if (runs.length === 0) return <Typography.Text type="secondary">Aucune réponse sur la période.</Typography.Text>;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {runs.map((run) => (
        <li key={run.runId} style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
            <strong>{formatDuration(run.durationMs)}</strong>
            <Typography.Text type="secondary">{formatListDate(Math.floor(new Date(run.createdAt).getTime() / 1000), true)}</Typography.Text>
            <span>{run.model}</span>
            {run.status === 'completed' ? (
              <Tag color="success">Terminée</Tag>
            ) : (
              <Tag color={run.status === 'failed' ? 'error' : 'default'}>{run.errorCode ? chatFailureLabel(run.errorCode) : run.status}</Tag>
            )}
            <Typography.Text type="secondary">
              premier mot {formatDuration(run.firstTokenMs)} · {formatCount(run.promptTokens)} jetons lus ({formatCount(run.cachedTokens)} en cache),{' '}
              {formatCount(run.completionTokens)} écrits · {formatCost(run.cost, currency)}
            </Typography.Text>
          </div>
          <StepBar run={run} />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {run.steps.length > 0 ? run.steps.map(stepText).join(' · ') : 'Étapes non enregistrées.'}
          </Typography.Text>
        </li>
      ))}
    </ol>
  );
}
