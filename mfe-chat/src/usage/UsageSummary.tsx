import type { ChatUsage } from '@canal/contracts/chat';
import { Card, Flex, Typography } from '@canal/kit';
import { formatCost, formatCount } from './usageFormat';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card size="small" style={{ minWidth: 150, flex: '1 1 150px' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 22, fontWeight: 600 }}>{value}</div>
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </Card>
  );
}

/** The period's totals. */
export function UsageSummary({ usage }: { usage: ChatUsage }) {
  const { totals, prices } = usage;
  return (
    <Flex wrap gap={12}>
      <Figure label="Questions" value={formatCount(totals.questions)} />
      <Figure label="Membres" value={formatCount(totals.members)} />
      <Figure
        label="Réponses en échec"
        value={formatCount(totals.failed)}
        note={totals.questions > 0 ? `${Math.round((totals.failed / totals.questions) * 100)} % des questions` : undefined}
      />
      <Figure label="Jetons lus" value={formatCount(totals.promptTokens)} note={`dont ${formatCount(totals.cachedTokens)} en cache`} />
      <Figure label="Jetons écrits" value={formatCount(totals.completionTokens)} />
      <Figure
        label="Coût estimé"
        value={formatCost(totals.cost, prices.currency)}
        note={prices.unpricedModels.length > 0 ? 'incomplet : voir ci-dessous' : 'jetons en cache au prix plein'}
      />
    </Flex>
  );
}
