import '../help/contentPages.css';
import { PageSection } from '@canal/kit';
import { FaqList } from '../help/FaqList';
import { SpeedTestPanel } from '../help/speedTest/SpeedTestPanel';

/** /help: the FAQ, every answer open, then the speed test (spec 000 section 2.13). */
export default function HelpPage() {
  return (
    <PageSection title="Aide" maxWidth={960}>
      <FaqList />
      <div style={{ marginTop: 32 }}>
        <SpeedTestPanel />
      </div>
    </PageSection>
  );
}
