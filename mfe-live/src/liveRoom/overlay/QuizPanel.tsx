import { useState } from 'react';
import { liveApi, type LiveQuiz } from '@canal/contracts';
import { Alert, Button, CheckCircleOutlined, Flex, LoadingBlock, Progress, Typography, useEndpoint, useEndpointMutation } from '@canal/kit';
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

/** A quiz or poll question of the room: choose, send once, then see the results when the presenter shows them. */
export function QuizPanel({ eventId, questionId, revision, embed = false }: QuizPanelProps) {
  const answer = useEndpoint(liveApi.quizGet, { eventId, q: questionId }, { scope: revision });
  const [selected, setSelected] = useState<number[]>([]);
  const [noChoice, setNoChoice] = useState(false);
  const store = useEndpointMutation(liveApi.quizStore, { onSuccess: (stored) => answer.update((held) => ({ ...held, data: stored.data })) });
  const quiz = answer.data?.data ?? null;
  if (answer.error && !quiz) return <Alert type="error" showIcon title={answer.error} />;
  if (!quiz) return <LoadingBlock />;

  const locked = embed || quiz.answered !== false || quiz.options.showResults;
  const chosen = quiz.answered === false ? selected : quiz.answered;
  const send = async () => {
    setNoChoice(selected.length === 0);
    if (selected.length === 0) return store.reset();
    await store.mutate({ eventId, q: questionId, choiceData: selected, quiz_form: 'true' });
  };
  const problem = noChoice ? CHOOSE_ONE : store.error;

  return (
    <Flex vertical gap={12}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {quiz.quizQuestion}
      </Typography.Text>
      {quiz.quizMaxAnswers > 1 && !locked && <Typography.Text type="secondary">{quiz.quizMaxAnswers} réponses possibles</Typography.Text>}
      <Flex vertical gap={8} role="group" aria-label="Réponses">
        {quiz.quizAnswers.map(({ rid, field }) => (
          <ChoiceRow key={rid} quiz={quiz} rid={rid} field={field} chosen={chosen.includes(rid)} locked={locked} onToggle={() => setSelected((held) => toggleChoice(held, rid, quiz.quizMaxAnswers))} />
        ))}
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} />}
      {quiz.answered !== false && !quiz.options.showResults && <Alert type="success" showIcon title="Votre réponse a bien été enregistrée." />}
      {quiz.options.showResults && quiz.voters !== undefined && (
        <Typography.Text type="secondary">
          {quiz.voters} participant{quiz.voters > 1 ? 's ont' : ' a'} répondu
        </Typography.Text>
      )}
      {!locked && (
        <Button type="primary" onClick={() => void send()} loading={store.pending} disabled={selected.length === 0}>
          Valider
        </Button>
      )}
    </Flex>
  );
}

function ChoiceRow({ quiz, rid, field, chosen, locked, onToggle }: { quiz: LiveQuiz; rid: number; field: string; chosen: boolean; locked: boolean; onToggle(): void }) {
  const result = quiz.options.showResults ? quiz.results?.find((entry) => entry.rid === rid) : undefined;
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
        {result?.correct && (
          <Typography.Text type="success" style={{ marginLeft: 8 }}>
            <CheckCircleOutlined /> Bonne réponse
          </Typography.Text>
        )}
      </Button>
      {result && <Progress percent={result.percentage} format={(percent) => `${percent ?? 0} %`} size="small" status={result.correct ? "success" : "normal"} aria-label={`${field} : ${result.percentage} %`} />}
    </div>
  );
}
