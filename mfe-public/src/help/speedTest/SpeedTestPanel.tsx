import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Progress, Row, Typography } from '@canal/kit';
import { measureConnection, NO_FIGURES, type SpeedFigures } from './measureConnection';
import {
  connectionGrade,
  downloadGrade,
  GRADE_COLOURS,
  pingGrade,
  PROGRESS_TICK_MS,
  TEST_DURATION_S,
  uploadGrade,
  VERDICTS,
  type Grade,
} from './speedTestGrades';

export const CONNECTION_FAILED = 'Impossible de se connecter au serveur, êtes-vous bien connecté à Internet ?!';

type TestState = 'idle' | 'running' | 'complete' | 'failed';

interface FigureProps {
  title: string;
  value: number | null;
  unit: string;
  grade?: (value: number) => Grade;
  decimals?: number;
}

const frenchNumber = (value: number, decimals: number) => value.toLocaleString('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** One measure: its name, then its value in the grade's colour (a dash until it is known). */
function Figure({ title, value, unit, grade, decimals = 2 }: FigureProps) {
  const colour = value !== null && grade ? GRADE_COLOURS[grade(value)] : undefined;
  return (
    <div className="cp-speed-figure" data-figure={title}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div style={{ fontSize: 24, color: colour, fontVariantNumeric: 'tabular-nums' }}>{value === null ? '—' : `${frenchNumber(value, decimals)} ${unit}`}</div>
    </div>
  );
}

/** Once the test is over: what the figures mean for a live session, in words, in the grade's colour. */
function Verdict({ figures }: { figures: SpeedFigures }) {
  const { download, upload, ping } = figures;
  if (download === null || upload === null || ping === null) return null;
  const grade = connectionGrade({ download, upload, ping });
  return (
    <Alert
      type={grade === 'good' ? 'success' : grade === 'fair' ? 'warning' : 'error'}
      showIcon
      style={{ marginTop: 16 }}
      title={<span data-testid="speed-verdict">{VERDICTS[grade]}</span>}
    />
  );
}

/**
 * The help page's speed test against this server (spec 000 sections 2.13 and 9): idle, running
 * with its progress every 500 ms, complete with the figures coloured by grade, and restartable.
 */
export function SpeedTestPanel() {
  const [state, setState] = useState<TestState>('idle');
  const [figures, setFigures] = useState<SpeedFigures>(NO_FIGURES);
  const [progress, setProgress] = useState(0);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (ticker.current) clearInterval(ticker.current);
    };
  }, []);

  const start = async () => {
    setState('running');
    setFigures(NO_FIGURES);
    setProgress(0);
    const startedAt = Date.now();
    ticker.current = setInterval(
      () => setProgress(Math.min(99, Math.floor(((Date.now() - startedAt) / (TEST_DURATION_S * 1000)) * 200) / 2)),
      PROGRESS_TICK_MS,
    );
    try {
      await measureConnection((next) => mounted.current && setFigures(next));
      if (mounted.current) {
        setProgress(100);
        setState('complete');
      }
    } catch {
      if (mounted.current) setState('failed');
    } finally {
      if (ticker.current) clearInterval(ticker.current);
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Tester ma connexion
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">
        Mesurez votre connexion à Canal Pneumo avant un direct : adresse IP, débit descendant, débit montant, latence (ping) et gigue. Le test dure environ{' '}
        {TEST_DURATION_S} secondes.
      </Typography.Paragraph>
      {state === 'failed' && <Alert type="error" showIcon title={CONNECTION_FAILED} style={{ marginBottom: 16 }} />}
      {state !== 'idle' && (
        <Progress
          percent={progress}
          status={state === 'running' ? 'active' : state === 'failed' ? 'exception' : 'success'}
          aria-label="Avancement du test"
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]} aria-live="polite">
        <Col xs={12} md={8}>
          <div className="cp-speed-figure" data-figure="Adresse IP">
            <Typography.Text type="secondary">Adresse IP</Typography.Text>
            <div style={{ fontSize: 18, lineHeight: '36px', overflowWrap: 'anywhere' }}>{figures.ip ?? '—'}</div>
          </div>
        </Col>
        <Col xs={12} md={8}>
          <Figure title="Débit descendant" value={figures.download} unit="Mbit/s" grade={downloadGrade} />
        </Col>
        <Col xs={12} md={8}>
          <Figure title="Débit montant" value={figures.upload} unit="Mbit/s" grade={uploadGrade} />
        </Col>
        <Col xs={12} md={8}>
          {/* A nearby server answers within a few ms: whole milliseconds would round it to '0 ms'. */}
          <Figure title="Ping" value={figures.ping} unit="ms" grade={pingGrade} decimals={figures.ping !== null && figures.ping < 10 ? 1 : 0} />
        </Col>
        <Col xs={12} md={8}>
          <Figure title="Gigue" value={figures.jitter} unit="ms" decimals={1} />
        </Col>
      </Row>
      {state === 'complete' && <Verdict figures={figures} />}
      <Button type="primary" size="large" style={{ marginTop: 24 }} loading={state === 'running'} onClick={() => void start()}>
        {state === 'running' ? 'Test en cours…' : state === 'idle' ? 'Lancer le test' : 'Relancer le test'}
      </Button>
    </Card>
  );
}
