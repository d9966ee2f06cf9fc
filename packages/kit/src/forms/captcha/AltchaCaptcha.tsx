import { useEffect, useRef, useState } from 'react';
import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { CaptchaWidgetProps } from '../fields/captchaWidget';
import { canSolveCaptcha, solveAltcha } from './solveAltcha';
import { useLatestRef } from '../../data/useLatestRef';

type CaptchaState = 'idle' | 'running' | 'solved' | 'failed';

const BOX_STYLE = { border: '1px solid #d9d9d9', borderRadius: 6, padding: '10px 14px', background: '#fafafa' } as const;

/**
 * The self-hosted captcha (ALTCHA proof of work, verified by the server): 'Je ne suis pas un robot'
 * solves the challenge in the browser, then 'Vérification réussie'. No third party is contacted.
 * An expired solution is dropped and the button comes back.
 */
export function AltchaCaptcha({ challengeUrl, onSolved, disabled }: CaptchaWidgetProps) {
  const [state, setState] = useState<CaptchaState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const report = useLatestRef(onSolved);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (expiry.current) clearTimeout(expiry.current);
    },
    [],
  );

  const solve = async () => {
    if (state === 'running' || disabled) return;
    if (!canSolveCaptcha()) {
      setState('failed');
      setMessage('La vérification anti-robot nécessite une connexion sécurisée (HTTPS).');
      return;
    }
    const running = new AbortController();
    controller.current = running;
    setState('running');
    setMessage(null);
    report.current(null);
    try {
      const solved = await solveAltcha(challengeUrl, running);
      if (running.signal.aborted) return;
      if (!solved) throw new Error('timeout');
      report.current(solved.payload);
      setState('solved');
      if (solved.expiresAt) {
        expiry.current = setTimeout(
          () => {
            report.current(null);
            setState('idle');
          },
          Math.max(0, solved.expiresAt - Date.now() - 5_000),
        );
      }
    } catch {
      if (running.signal.aborted) return;
      setState('failed');
      setMessage('La vérification a échoué. Veuillez réessayer.');
    }
  };

  return (
    <Flex vertical gap={4} style={BOX_STYLE} data-testid="captcha">
      {state === 'solved' ? (
        <Typography.Text type="success" role="status">
          <CheckCircleOutlined /> Vérification réussie
        </Typography.Text>
      ) : (
        <Flex align="center" gap={8} wrap>
          <Button onClick={() => void solve()} loading={state === 'running'} disabled={disabled}>
            Je ne suis pas un robot
          </Button>
          {state === 'running' && <Typography.Text type="secondary">Vérification en cours...</Typography.Text>}
        </Flex>
      )}
      {message && (
        <Typography.Text type="danger" role="alert">
          {message}
        </Typography.Text>
      )}
    </Flex>
  );
}
