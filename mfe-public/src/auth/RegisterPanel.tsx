import { forwardRef } from 'react';
import { Card, LinkButton, theme, Typography, UserAddOutlined } from '@canal/kit';

export interface RegisterPanelProps {
  /** Set when the visitor came to register (?action=register): the panel stands out. */
  highlighted: boolean;
  /** Passed on to the registration, to come back to the same page afterwards. */
  returnTo: string | null;
  /** Sessions chosen before registering ('3,4'): the registration keeps them. */
  fromEvents?: string | null;
}

/** The right-hand column of /login: who may register, and the way to do it. */
export const RegisterPanel = forwardRef<HTMLDivElement, RegisterPanelProps>(function RegisterPanel({ highlighted, returnTo, fromEvents }, ref) {
  const { token } = theme.useToken();
  const query = new URLSearchParams();
  if (returnTo) query.set('_pn', returnTo);
  if (fromEvents) query.set('fromEvents', fromEvents);
  const to = query.size > 0 ? `/registration?${query.toString()}` : '/registration';
  return (
    <div ref={ref} style={{ scrollMarginTop: 8, height: '100%' }}>
      <Card
        title="Pas encore de compte ?"
        style={{
          height: '100%',
          borderColor: highlighted ? token.colorPrimary : undefined,
          boxShadow: highlighted ? `0 0 0 3px ${token.colorPrimaryBorder}` : undefined,
          transition: 'box-shadow 300ms, border-color 300ms',
        }}
      >
        <Typography.Paragraph>
          Canal Pneumo est réservé aux professionnels de santé : médecins, infirmiers, pharmaciens, internes et étudiants en santé.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Créez votre compte pour vous inscrire aux émissions en direct, poser vos questions aux experts et revoir les replays. Munissez-vous de votre numéro
          RPPS ou ADELI si vous en avez un.
        </Typography.Paragraph>
        <LinkButton to={to} type={highlighted ? 'primary' : 'default'} icon={<UserAddOutlined />} block>
          Créer un compte
        </LinkButton>
      </Card>
    </div>
  );
});
