import { subscriptionApi } from '@canal/contracts';
import { refreshSession } from '../session/refreshSession';
import { useSession } from '../session/useSession';
import { useEndpointMutation } from '../data/useEndpointMutation';
import { Alert, Button, Flex } from '../ui/antd';
import { VideoCameraOutlined } from '../ui/lightIcons';

export const JOIN_LIVE = 'Je m’inscris et je rejoins le direct';

export interface JoinLiveButtonProps {
  eventId: number;
  /** Once the member is subscribed (the session refreshed): enter the room. */
  onJoined: () => void;
  /** For a visitor, who has to register or log in first; without it the button only serves members. */
  onVisitor?: () => void;
}

/**
 * One tap into a session that is live (or opens within 15 minutes) for someone not subscribed yet:
 * a member is subscribed (the subscribe call of the session's page) and `onJoined` leads into the
 * room; a visitor is handed to `onVisitor`. The session's page and the room's refusal share it.
 */
export function JoinLiveButton({ eventId, onJoined, onVisitor }: JoinLiveButtonProps) {
  const { user } = useSession();
  const joining = useEndpointMutation(subscriptionApi.subscribe, {
    onSuccess: () => {
      void refreshSession();
      onJoined();
    },
  });

  function join() {
    if (user) return void joining.mutate({ rids: JSON.stringify([eventId]) });
    onVisitor?.();
  }

  return (
    <Flex vertical gap={8}>
      <Button type="primary" danger size="large" block icon={<VideoCameraOutlined />} loading={joining.pending} onClick={join}>
        {JOIN_LIVE}
      </Button>
      {joining.error && <Alert type="error" showIcon title={joining.error} />}
    </Flex>
  );
}
