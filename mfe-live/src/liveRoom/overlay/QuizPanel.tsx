import { useState } from 'react';
import { liveApi, type LiveQuiz } from '@canal/contracts';
import { Alert, Button, CheckCircleOutlined, Flex, LoadingBlock, Typography, useEndpoint, useEndpointMutation } from '@canal/kit';
import { ResultBars } from '@canal/kit/charts';
import { quizBars } from '../../results/quizBars';
import { quizVerdict } from '../../results/quizVerdict';
import { toggleChoice } from './toggleChoice';

export const CHOOSE_ONE = 'Vous devez choisir au moins une réponse !';

interface QuizPanelProps {
  eventId: number;
  questionId: number;
  /** The room's content revision: a new one (results shown) reads the question again. */
  revision: number;
  /** Embedded previews show the question without letting anyone answer. */
  embed?: boolean;
}

/**
 * A quiz or poll question of the room: choose, send once, then, when the presenter shows the
 * results, a chart of the answers (counts and shares of voters) and, for a quiz, whether the member
 * was right ('Bonne réponse') or what the right answer was.
 */
export function QuizPanel({ eventId, questionId, revision, embed = false }: QuizPanelProps) {
  const answer = useEndpoint(liveApi.quizGet, { eventId, q: questionId }, { scope: revision });
  const [selected, setSelected] = useState<number[]>([]);
  const [empty, setEmpty] = useState(false);
  const store = useEndpointMutation(liveApi.quizStore, { onSuccess: (stored) => answer.update((held) => ({ ...held, data: stored.data })) });
  const quiz = answer.data?.data ?? null;
  if (answer.error && !quiz) return <Alert type="error" showIcon title={answer.error} />;
  if (!quiz) return <LoadingBlock />;

  const shown = quiz.options.showResults && quiz.results !== undefined;
  const locked = embed || quiz.answered !== false || quiz.options.showResults;
  const chosen = quiz.answered === false ? selected : quiz.answered;
  const send = () => {
    setEmpty(selected.length === 0);
    if (selected.length > 0) void store.mutate({ eventId, q: questionId, choiceData: selected, quiz_form: 'true' });
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {quiz.quizQuestion}
      </Typography.Text>
      {quiz.quizMaxAnswers > 1 && !locked && <Typography.Text type="secondary">{quiz.quizMaxAnswers} réponses possibles</Typography.Text>}
      {shown ? (
        <Results quiz={quiz} />
      ) : (
        <Flex vertical gap={8} role="group" aria-label="Réponses">
          {quiz.quizAnswers.map(({ rid, field }) => (
            <ChoiceRow
              key={rid}
              field={field}
              chosen={chosen.includes(rid)}
              locked={locked}
              onToggle={() => setSelected((held) => toggleChoice(held, rid, quiz.quizMaxAnswers))}
            />
          ))}
        </Flex>
      )}
      {(empty || store.error) && <Alert type="error" showIcon title={empty ? CHOOSE_ONE : store.error} />}
      {quiz.answered !== false && !quiz.options.showResults && <Alert type="success" showIcon title="Votre réponse a bien été enregistrée." />}
      {!locked && (
        <Button type="primary" onClick={send} loading={store.pending} disabled={selected.length === 0}>
          Valider
        </Button>
      )}
    </Flex>
  );
}

/** The results as the presenter shows them: the verdict for a quiz, then the chart, then how many answered. */
function Results({ quiz }: { quiz: LiveQuiz }) {
  const verdict = quizVerdict(quiz);
  const voters = quiz.voters ?? 0;
  return (
    <Flex vertical gap={8}>
      {verdict && (
        <Alert
          type={verdict.right ? 'success' : 'info'}
          showIcon
          icon={verdict.right ? <CheckCircleOutlined /> : undefined}
          title={<span data-testid="quiz-verdict">{verdict.text}</span>}
        />
      )}
      <ResultBars
        caption="Résultats de la question"
        bars={quizBars(quiz.quizAnswers, quiz.results, { quiz: quiz.quizType === 'quiz', chosen: quiz.answered === false ? [] : quiz.answered })}
      />
      <Typography.Text type="secondary">
        {voters} participant{voters > 1 ? 's ont' : ' a'} répondu
      </Typography.Text>
    </Flex>
  );
}

function ChoiceRow({ field, chosen, locked, onToggle }: { field: string; chosen: boolean; locked: boolean; onToggle: () => void }) {
  return (
    <div
      style={{
        border: `1px solid ${chosen ? '#1677ff' : '#d9d9d9'}`,
        background: chosen ? '#e6f4ff' : '#fff',
        borderRadius: 8,
        padding: '8px 12px',
      }}
    >
      <Button
        type="text"
        block
        aria-pressed={chosen}
        disabled={locked}
        onClick={onToggle}
        style={{ justifyContent: 'flex-start', whiteSpace: 'normal', height: 'auto', padding: 0, color: 'inherit' }}
      >
        {field}
      </Button>
    </div>
  );
}
