import { useState } from 'react';
import { liveControlApi } from '@canal/contracts';
import { Button, Card, Checkbox, Flex, Form, Input, Space, apiErrorOf, callEndpoint } from '@canal/kit';
import { EditorFooter } from './EditorFooter';

export interface QuizDraft {
  id?: number;
  quizType: 'quiz' | 'poll';
  quizQuestion: string;
  quizMaxAnswers: number;
  quizAnswers: Array<{ field: string; correct: boolean }>;
}

export const EMPTY_QUIZ: QuizDraft = { quizType: 'poll', quizQuestion: '', quizMaxAnswers: 1, quizAnswers: [{ field: '', correct: false }, { field: '', correct: false }] };

/** The quiz item form: a quiz or a poll, its answers (marked correct only in quiz mode), how many a participant may choose. */
export function QuizEditor({ eventId, initial, onDone }: { eventId: number; initial: QuizDraft; onDone(): void }) {
  const [draft, setDraft] = useState<QuizDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setAnswer = (index: number, change: Partial<QuizDraft['quizAnswers'][number]>) =>
    setDraft({ ...draft, quizAnswers: draft.quizAnswers.map((answer, at) => (at === index ? { ...answer, ...change } : answer)) });

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await callEndpoint(liveControlApi.quizSave, {
        eventId,
        ...(draft.id ? { id: draft.id } : {}),
        quizType: draft.quizType,
        quizQuestion: draft.quizQuestion,
        quizMaxAnswers: draft.quizMaxAnswers,
        quizAnswers: draft.quizAnswers.map((answer) => ({ field: answer.field, correct: draft.quizType === 'quiz' && answer.correct })),
      });
      onDone();
    } catch (failure) {
      setError(apiErrorOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label="Type">
          <Space wrap>
            <Button type={draft.quizType === 'poll' ? 'primary' : 'default'} onClick={() => setDraft({ ...draft, quizType: 'poll' })}>
              Sondage
            </Button>
            <Button type={draft.quizType === 'quiz' ? 'primary' : 'default'} onClick={() => setDraft({ ...draft, quizType: 'quiz' })}>
              Quiz
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label="Question" required>
          <Input.TextArea aria-label="Question" value={draft.quizQuestion} maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => setDraft({ ...draft, quizQuestion: event.target.value })} />
        </Form.Item>
        <Form.Item label="Réponses" required>
          <Flex vertical gap={8}>
            {draft.quizAnswers.map((answer, index) => (
              <Flex key={index} gap={8} align="center" wrap>
                <Input aria-label={`Réponse ${index + 1}`} style={{ flex: '1 1 220px' }} value={answer.field} maxLength={500} placeholder={`Réponse ${index + 1}`} onChange={(event) => setAnswer(index, { field: event.target.value })} />
                {draft.quizType === 'quiz' && (
                  <Checkbox checked={answer.correct} onChange={(event) => setAnswer(index, { correct: event.target.checked })}>
                    Bonne réponse
                  </Checkbox>
                )}
                <Button disabled={draft.quizAnswers.length <= 2} onClick={() => setDraft({ ...draft, quizAnswers: draft.quizAnswers.filter((_, at) => at !== index) })}>
                  Retirer
                </Button>
              </Flex>
            ))}
            <div>
              <Button disabled={draft.quizAnswers.length >= 20} onClick={() => setDraft({ ...draft, quizAnswers: [...draft.quizAnswers, { field: '', correct: false }] })}>
                Ajouter une réponse
              </Button>
            </div>
          </Flex>
        </Form.Item>
        <Form.Item label="Nombre de réponses qu’un participant peut choisir">
          <Input
            aria-label="Nombre de réponses"
            type="number"
            min={1}
            max={draft.quizAnswers.length}
            style={{ width: 120 }}
            value={draft.quizMaxAnswers}
            onChange={(event) => setDraft({ ...draft, quizMaxAnswers: Math.max(1, Number(event.target.value) || 1) })}
          />
        </Form.Item>
        <EditorFooter error={error} saving={saving} onCancel={onDone} />
      </Form>
    </Card>
  );
}
