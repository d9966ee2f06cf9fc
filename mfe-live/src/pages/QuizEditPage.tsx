import { Navigate, useNavigate, useParams } from '@canal/kit/router';
import { liveControlApi, readId } from '@canal/contracts';
import { Alert, LoadingBlock, PageSection, useEndpoint } from '@canal/kit';
import { EMPTY_QUIZ, QuizEditor } from '../control/QuizEditor';

/** /staff/quiz/{eventId}/edit/{questionId?} (admin only): 'Nouvel élément de quiz' or 'Edition'; back to the quiz tab. */
export default function QuizEditPage() {
  const { eventId: rawEvent, questionId: rawQuestion } = useParams();
  const navigate = useNavigate();
  const eventId = readId(rawEvent);
  const questionId = rawQuestion === undefined ? null : readId(rawQuestion);
  const list = useEndpoint(liveControlApi.quizList, eventId !== null && questionId !== null ? { eventId } : null);
  if (eventId === null || (rawQuestion !== undefined && questionId === null)) return <Navigate to="/" replace />;
  const back = () => void navigate(`/staff/orchestrator/${eventId}/control?t=quiz`);
  if (questionId === null) {
    return (
      <PageSection title="Nouvel élément de quiz" maxWidth={860}>
        <QuizEditor eventId={eventId} initial={EMPTY_QUIZ} onDone={back} />
      </PageSection>
    );
  }
  if (!list.data) return <PageSection title="Edition">{list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />}</PageSection>;
  const question = list.data.data.find((item) => item.id === questionId);
  if (!question) return <PageSection title="Edition"><Alert type="error" showIcon title="Question introuvable." /></PageSection>;
  return (
    <PageSection title="Edition" maxWidth={860}>
      <QuizEditor
        eventId={eventId}
        initial={{
          id: question.id,
          quizType: question.quizType,
          quizQuestion: question.quizQuestion,
          quizMaxAnswers: question.quizMaxAnswers,
          quizAnswers: question.quizAnswers.map(({ field, correct }) => ({ field, correct })),
        }}
        onDone={back}
      />
    </PageSection>
  );
}
