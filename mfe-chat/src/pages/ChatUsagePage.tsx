import { useState } from 'react';
import { CHAT_USAGE_PERIODS, chatApi, type ChatUsage } from '@canal/contracts/chat';
import { Alert, Button, Card, Flex, LoadingBlock, PageSection, Typography, useEndpoint } from '@canal/kit';
import { DailyBarChart } from '../usage/DailyBarChart';
import { DailyUsageTable } from '../usage/DailyUsageTable';
import { ModelCheck } from '../usage/ModelCheck';
import { SlowestRuns } from '../usage/SlowestRuns';
import { UsageSummary } from '../usage/UsageSummary';
import { formatCost, formatCount, shortDay } from '../usage/usageFormat';

type Period = (typeof CHAT_USAGE_PERIODS)[number];

function Charts({ usage }: { usage: ChatUsage }) {
  const labels = usage.days.map((day) => shortDay(day.day));
  const failed = usage.days.map((day) => Object.values(day.failed).reduce((sum, count) => sum + count, 0));
  const currency = usage.prices.currency;
  return (
    <Flex wrap gap={16}>
      <Card size="small" title="Questions par jour" style={{ flex: '1 1 420px', minWidth: 0 }}>
        <DailyBarChart
          title="Questions par jour : réponses terminées, en échec et autres"
          labels={labels}
          series={[
            { name: 'Terminées', color: '#389e0d', values: usage.days.map((day) => day.completed) },
            { name: 'En échec', color: '#cf1322', values: failed },
            { name: 'Autres (en cours, annulées)', color: '#bfbfbf', values: usage.days.map((day, at) => day.questions - day.completed - failed[at]) },
          ]}
          format={formatCount}
        />
      </Card>
      <Card size="small" title="Coût estimé par jour" style={{ flex: '1 1 420px', minWidth: 0 }}>
        <DailyBarChart
          title="Coût estimé par jour"
          labels={labels}
          series={[{ name: `Coût estimé (${currency})`, color: '#1677ff', values: usage.days.map((day) => day.cost ?? 0) }]}
          format={(value) => formatCost(value, currency)}
        />
      </Card>
    </Flex>
  );
}

/** /staff/tools/chat (admin): what GPTPubMed is used for and what it costs, its slowest answers, and 'Tester le modèle'. */
export default function ChatUsagePage() {
  const [days, setDays] = useState<Period>(30);
  const { data, error, loading, refetch } = useEndpoint(chatApi.usage, { days }, { keepPreviousData: true });
  return (
    <PageSection
      title="GPTPubMed : usage et coût"
      extra={
        <Flex gap={8} wrap role="group" aria-label="Période">
          {CHAT_USAGE_PERIODS.map((period) => (
            <Button key={period} type={days === period ? 'primary' : 'default'} aria-pressed={days === period} onClick={() => setDays(period)}>
              {period} jours
            </Button>
          ))}
          <Button onClick={() => void refetch()} loading={loading}>
            Actualiser
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <ModelCheck />
        {error && <Alert type="error" showIcon title={error} />}
        {!data && !error && <LoadingBlock />}
        {data && (
          <>
            <UsageSummary usage={data} />
            {data.prices.unpricedModels.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title={`Pas de prix pour ${data.prices.unpricedModels.join(', ')} : leurs jetons ne sont pas dans le coût. Renseignez CHAT_PRICE_INPUT_PER_MTOK et CHAT_PRICE_OUTPUT_PER_MTOK (prix par million de jetons, pour tous les modèles ou modèle=prix).`}
              />
            )}
            <Charts usage={data} />
            <DailyUsageTable usage={data} />
            <section aria-labelledby="chat-slowest">
              <Typography.Title level={2} id="chat-slowest" style={{ fontSize: 18 }}>
                Les réponses les plus lentes
              </Typography.Title>
              <SlowestRuns runs={data.slowest} currency={data.prices.currency} />
            </section>
          </>
        )}
      </Flex>
    </PageSection>
  );
}
