import { liveApi } from '@canal/contracts';
import { Alert, Flex, LoadingBlock, Typography, useEndpoint } from '@canal/kit';

/** An announcement of the presenters, shown until they take it down. */
export function AnnouncePanel({ eventId, announceId, revision }: { eventId: number; announceId: number; revision: number }) {
  const answer = useEndpoint(liveApi.announceGet, { eventId, q: announceId }, { scope: revision });
  const announce = answer.data?.data;
  if (answer.error && !announce) return <Alert type="error" showIcon title={answer.error} />;
  if (!announce) return <LoadingBlock />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {announce.announceTitle}
      </Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{announce.announceText}</Typography.Paragraph>
    </Flex>
  );
}
