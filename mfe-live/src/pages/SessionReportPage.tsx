import { Navigate, useParams } from '@canal/kit/router';
import { fileUrl, liveControlApi, readId } from '@canal/contracts';
import { Alert, Button, Card, Col, Empty, Flex, LoadingBlock, PageSection, Rate, Row, Space, Typography, useEndpoint } from '@canal/kit';
import { ResultBars } from '@canal/kit/charts';
import { quizBars } from '../results/quizBars';

const { REPORT_PARTS, REPORT_PART_TITLES, reportExport } = liveControlApi;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {/* A figure, not a heading: an h3 under the page's h1 skipped a level (axe heading-order). */}
      <Typography.Text strong style={{ display: 'block', fontSize: 24, lineHeight: 1.35 }}>
        {value}
      </Typography.Text>
    </Card>
  );
}

/** /staff/report/{eventId} (admin, buadm): one session's registrations, attendance, questions, votes and feedback, with CSV and XLSX exports. */
export default function SessionReportPage() {
  const { eventId: rawEvent } = useParams();
  const eventId = readId(rawEvent);
  const report = useEndpoint(liveControlApi.sessionReport, eventId === null ? null : { eventId });
  if (eventId === null) return <Navigate to="/" replace />;
  if (!report.data) return <PageSection>{report.error ? <Alert type="error" showIcon title={report.error} /> : <LoadingBlock />}</PageSection>;
  const data = report.data.data;
  return (
    <PageSection title="Rapport de session" maxWidth={1100}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginTop: -8 }}>
        {data.event.eventTitle}
      </Typography.Paragraph>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Figure label="Inscrits" value={data.registrations} />
        </Col>
        <Col xs={12} md={6}>
          <Figure label={`Présents (${data.attendanceMinMinutes} min ou plus)`} value={data.attendees} />
        </Col>
        <Col xs={12} md={6}>
          <Figure label="Minutes de présence" value={data.attendanceMinutes} />
        </Col>
        <Col xs={12} md={6}>
          <Figure label="Questions (approuvées)" value={`${data.questions} (${data.approvedQuestions})`} />
        </Col>
      </Row>
      <Card title="Exports" size="small" style={{ marginBottom: 16 }}>
        <Flex vertical gap={8}>
          {REPORT_PARTS.map((part) => (
            <Flex key={part} justify="space-between" align="center" gap={8} wrap>
              <Typography.Text>{REPORT_PART_TITLES[part]}</Typography.Text>
              <Space>
                <Button size="small" href={fileUrl(reportExport, { eventId, part, format: 'csv' })}>
                  CSV
                </Button>
                <Button size="small" href={fileUrl(reportExport, { eventId, part, format: 'xlsx' })}>
                  XLSX
                </Button>
              </Space>
            </Flex>
          ))}
        </Flex>
      </Card>
      <Card title="Quiz et sondages" size="small" style={{ marginBottom: 16 }}>
        {data.quiz.length === 0 && <Empty description="Pas de question" />}
        <Flex vertical gap={16}>
          {data.quiz.map((question, index) => (
            <div key={question.id}>
              <Typography.Text strong>
                {index + 1}. {question.quizQuestion}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                ({question.quizType === 'poll' ? 'sondage' : 'quiz'}, {question.voters} votant{question.voters > 1 ? 's' : ''})
              </Typography.Text>
              <ResultBars caption="Résultats de la question" bars={quizBars(question.results, question.results, { quiz: question.quizType === 'quiz' })} />
            </div>
          ))}
        </Flex>
      </Card>
      <Card title={`Satisfaction (${data.feedback.answers} réponse${data.feedback.answers > 1 ? 's' : ''})`} size="small">
        <Flex vertical gap={12}>
          {data.feedback.stars.map((item) => (
            <Flex key={item.id} justify="space-between" align="center" gap={8} wrap>
              <Typography.Text>{item.feedbackQuestion}</Typography.Text>
              <Space>
                <Rate disabled allowHalf value={item.average === null ? 0 : Math.round(item.average * 2) / 2} />
                <Typography.Text type="secondary">
                  {item.average === null ? '—' : `${item.average.toLocaleString('fr-FR')} / 5 (${item.count})`}
                </Typography.Text>
              </Space>
            </Flex>
          ))}
          {data.feedback.free.map((item) => (
            <div key={item.id}>
              <Typography.Text strong>{item.feedbackQuestion}</Typography.Text>
              {item.texts.length === 0 ? (
                <Typography.Paragraph type="secondary">Aucune réponse</Typography.Paragraph>
              ) : (
                <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                  {item.texts.map((text, at) => (
                    <li key={at} style={{ whiteSpace: 'pre-wrap' }}>
                      {text}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
          {data.feedback.stars.length === 0 && data.feedback.free.length === 0 && <Empty description="Pas de questionnaire" />}
        </Flex>
      </Card>
    </PageSection>
  );
}
