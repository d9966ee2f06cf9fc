import { fetchedArticles } from './efetchArticles';

/** EFetch's envelope (db=pubmed, retmode=xml), pretty-printed as NCBI sends it. */
const efetch = (...articles: string[]) =>
  [
    '<?xml version="1.0" ?>',
    '<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">',
    '<PubmedArticleSet>',
    ...articles,
    '</PubmedArticleSet>',
  ].join('\n');

const RETRACTED = `<PubmedArticle>
    <MedlineCitation Status="MEDLINE" Owner="NLM">
      <PMID Version="1">31000001</PMID>
      <Article PubModel="Print-Electronic">
        <ArticleTitle>Hydroxychloroquine in hospitalised patients with pneumonia.</ArticleTitle>
        <Abstract>
          <AbstractText>A large registry suggested harm.</AbstractText>
        </Abstract>
        <PublicationTypeList>
          <PublicationType UI="D016428">Journal Article</PublicationType>
          <PublicationType UI="D016441">Retracted Publication</PublicationType>
        </PublicationTypeList>
      </Article>
      <CommentsCorrectionsList>
        <CommentsCorrections RefType="CommentIn">
          <RefSource>Lancet. 2020 Jun 13;395(10240):e102.</RefSource>
          <PMID Version="1">32000002</PMID>
        </CommentsCorrections>
        <CommentsCorrections RefType="RetractionIn">
          <RefSource>Lancet. 2020 Jun 13;395(10240):1820.</RefSource>
          <PMID Version="1">32000003</PMID>
        </CommentsCorrections>
      </CommentsCorrectionsList>
    </MedlineCitation>
  </PubmedArticle>`;

const FORMATTED = `<PubmedArticle>
    <MedlineCitation Status="MEDLINE" Owner="NLM">
      <PMID Version="1">31000004</PMID>
      <Article PubModel="Print">
        <ArticleTitle>FEV<sub>1</sub> decline in <i>COPD</i> with CO<sub>2</sub> retention.</ArticleTitle>
        <Abstract>
          <AbstractText Label="METHODS" NlmCategory="METHODS">Patients with FEV<sub>1</sub> &lt; 50% and eosinophils &#8805; 0.3 &#215; 10<sup>9</sup>/L,
            colonised by <i>Haemophilus influenzae</i> &amp; followed for T<sub>H</sub>2 markers (10<sup>-3</sup> M; &amp;lt; shown as typed).</AbstractText>
          <AbstractText Label="RESULTS" NlmCategory="RESULTS">PaO<sub>2</sub>/FiO<sub>2</sub> &#x2265; 300 in <b>all</b> patients.</AbstractText>
        </Abstract>
        <PublicationTypeList>
          <PublicationType UI="D016428">Journal Article</PublicationType>
        </PublicationTypeList>
      </Article>
    </MedlineCitation>
  </PubmedArticle>`;

describe('EFetch articles', () => {
  it('flags a retracted article from its publication type and its RetractionIn notice', () => {
    const article = fetchedArticles(efetch(RETRACTED)).get('31000001');
    expect(article).toEqual({
      pmid: '31000001',
      title: 'Hydroxychloroquine in hospitalised patients with pneumonia.',
      abstract: 'A large registry suggested harm.',
      retracted: true,
      retractionNotice: { pmid: '32000003', source: 'Lancet. 2020 Jun 13;395(10240):1820.' },
      publicationTypes: ['Journal Article', 'Retracted Publication'],
      meshHeadings: [],
      journal: '',
      year: '',
    });
  });

  it('reads the publication types, the MeSH headings, the journal and the year (a MedlineDate’s first)', () => {
    const cohort = FORMATTED.replace(
      '<Article PubModel="Print">',
      `<Article PubModel="Print">
        <Journal>
          <JournalIssue CitedMedium="Internet">
            <PubDate>
              <MedlineDate>2023 Dec-2024 Jan</MedlineDate>
            </PubDate>
          </JournalIssue>
          <Title>The European respiratory journal</Title>
        </Journal>`,
    )
      .replace(
        '<PublicationType UI="D016428">Journal Article</PublicationType>',
        '$&\n          <PublicationType UI="D064888">Observational Study</PublicationType>',
      )
      .replace(
        '    </MedlineCitation>',
        `      <MeshHeadingList>
        <MeshHeading>
          <DescriptorName UI="D015331" MajorTopicYN="N">Cohort Studies</DescriptorName>
        </MeshHeading>
        <MeshHeading>
          <DescriptorName UI="D029424" MajorTopicYN="Y">Pulmonary Disease, Chronic Obstructive</DescriptorName>
          <QualifierName UI="Q000188" MajorTopicYN="N">drug therapy</QualifierName>
        </MeshHeading>
      </MeshHeadingList>
    </MedlineCitation>`,
      );
    expect(fetchedArticles(efetch(cohort)).get('31000004')).toMatchObject({
      publicationTypes: ['Journal Article', 'Observational Study'],
      meshHeadings: ['Cohort Studies', 'Pulmonary Disease, Chronic Obstructive'],
      journal: 'The European respiratory journal',
      year: '2023',
    });
  });

  it('flags a retraction told only by the notice, and leaves other articles alone', () => {
    const onlyNotice = RETRACTED.replace('<PublicationType UI="D016441">Retracted Publication</PublicationType>', '').replaceAll('3100000', '3900000');
    const articles = fetchedArticles(efetch(onlyNotice, FORMATTED));
    expect(articles.get('39000001')?.retracted).toBe(true);
    expect(articles.get('31000004')).toMatchObject({ retracted: false, retractionNotice: null });
  });

  it('reads sub- and superscripts, italics and entities in their order, decoding entities once', () => {
    const article = fetchedArticles(efetch(FORMATTED)).get('31000004');
    expect(article?.title).toBe('FEV₁ decline in COPD with CO₂ retention.');
    expect(article?.abstract).toBe(
      [
        'METHODS: Patients with FEV₁ < 50% and eosinophils ≥ 0.3 × 10⁹/L, colonised by Haemophilus influenzae & followed for T_{H}2 markers (10⁻³ M; &lt; shown as typed).',
        'RESULTS: PaO₂/FiO₂ ≥ 300 in all patients.',
      ].join('\n'),
    );
  });

  it('gives nothing for a document that is not EFetch XML', () => {
    expect(fetchedArticles('{"error":"API rate limit exceeded"}').size).toBe(0);
    expect(fetchedArticles('<html><body>Bad gateway</body></html>').size).toBe(0);
  });
});
