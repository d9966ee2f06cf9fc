import { LoadingBlock, NotConnected, useSession } from '@canal/kit';
import { ChatWorkspace } from '../chat/ChatWorkspace';

/** /GPTPubMed: the literature-search chat assistant (beta), for logged-in users. */
export default function ChatPage() {
  const session = useSession();
  if (!session.known) return <LoadingBlock />;
  if (!session.user) return <NotConnected />;
  return <ChatWorkspace />;
}
