import { useState } from 'react';
import { Button, Flex, PageSection, Typography } from '@canal/kit';
import { RichHtml, RichTextEditor } from '@canal/kit/forms';

const DEMO_ARTICLE = `<h2>La BPCO en 2026 : ce qu’il faut retenir</h2>
<p>La <strong>bronchopneumopathie chronique obstructive</strong> touche plus de 3 millions de personnes en France, dont les deux tiers l’ignorent. Le diagnostic repose sur la <em>spirométrie</em> : un rapport VEMS/CVF inférieur à 0,70 après bronchodilatateur confirme l’obstruction.</p>
<h3>Les trois priorités du suivi</h3>
<ul><li>Arrêter le tabac, à chaque consultation.</li><li>Prévenir les exacerbations : vaccinations, traitement de fond adapté.</li><li>Proposer la réhabilitation respiratoire dès l’essoufflement.</li></ul>
<blockquote><p>« Chaque exacerbation évitée préserve la fonction respiratoire. »</p></blockquote>
<p>Pour aller plus loin : <a href="https://goldcopd.org">le rapport GOLD</a>.</p>`;

/** /EditorTest 'Test éditeur' (spec 001 section 2): the rich-text editor, its HTML previewed below, or logged. */
export default function EditorTestPage() {
  const [html, setHtml] = useState(DEMO_ARTICLE);
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <PageSection title="Test éditeur" maxWidth={960}>
      <RichTextEditor value={html} onChange={setHtml} height={500} label="Article" />
      <Flex gap={8} style={{ margin: '16px 0' }}>
        <Button type="primary" onClick={() => setPreview(html)}>
          Preview
        </Button>
        {/* The spec's button logs the content and does nothing else. */}
        <Button onClick={() => console.log(html)}>Log editor content</Button>
      </Flex>
      {preview !== null && (
        <section aria-label="Preview">
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            Preview
          </Typography.Title>
          <RichHtml html={preview} />
        </section>
      )}
    </PageSection>
  );
}
