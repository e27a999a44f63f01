import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2, Pencil } from 'lucide-react';
import type { ClarifyingQuestion, ClarifyingQuestionsResponse } from '../../shared/api/sections';
import { CLARIFYING_ANSWER_MIN_LENGTH, CLARIFYING_QUESTIONS_MIN_COUNT } from '../../shared/domain/limits';
import { FlowPage } from '../features/analysis/components/flow/flow-page';
import { SectionError, SectionPending } from '../components/flow/section-states';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { EngineNote } from '../features/analysis/components/engine-note';
import { latestCued, SafetyScreenForm, safetyScreenComplete } from '../features/analysis/components/safety-screen-form';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { missingStepFor } from '../features/analysis/setup';
import { useSection } from '../features/analysis/use-section';
import { paths } from '../paths';

/** A stored set is reused only with ≥ 5 questions and the colleague question fifth (docs/product.md "Clarifying questions"). */
export function questionsAreUsable(data: ClarifyingQuestionsResponse): boolean {
  const fifth = data.questions?.[4]?.question ?? '';
  return (data.questions?.length ?? 0) >= CLARIFYING_QUESTIONS_MIN_COUNT && /colleague/i.test(fifth);
}

const isComplete = (answer: string | undefined) => (answer ?? '').trim().length >= CLARIFYING_ANSWER_MIN_LENGTH;

function QuestionCard({ index, question, answer, onAnswer }: { index: number; question: ClarifyingQuestion; answer: string; onAnswer: (text: string) => void }) {
  const [editing, setEditing] = useState(() => !isComplete(answer));
  const id = `answer-${question.id}`;
  const length = answer.trim().length;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{question.category}</span>
      <h2 className="mt-2 font-semibold text-slate-900">
        <span className="sr-only">Question {index + 1}: </span>
        {question.question}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{question.context}</p>
      {editing ? (
        <div className="mt-3">
          <label htmlFor={id} className="sr-only">
            Your answer to question {index + 1}
          </label>
          <textarea
            id={id}
            rows={3}
            value={answer}
            maxLength={5000}
            onChange={(event) => onAnswer(event.target.value)}
            className="block w-full rounded-md border border-slate-300 p-3 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs text-slate-600" aria-live="polite">
              {isComplete(answer) ? 'Ready to save' : `${length} characters (minimum ${CLARIFYING_ANSWER_MIN_LENGTH} characters)`}
            </span>
            <Button size="sm" disabled={!isComplete(answer)} onClick={() => setEditing(false)}>
              Save Answer
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <p className="whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-800" data-testid="saved-answer">
            {answer}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit Answer
          </Button>
        </div>
      )}
    </li>
  );
}

function ClarifyingQuestionsScreen() {
  const navigate = useNavigate();
  const { draft, update, flush } = useDraft();
  const section = useSection({ key: 'questions', isUsable: questionsAreUsable });
  const answers = draft?.state.answers ?? {};
  const questions = section.data?.questions ?? [];
  const completed = questions.filter((q) => isComplete(answers[q.id])).length;
  const screen = draft?.state.safetyScreen ?? {};
  const cued = latestCued(draft?.state, section.data?.safety_screen?.cued);
  const screenDone = safetyScreenComplete(screen, cued);
  const allDone = questions.length > 0 && completed === questions.length && screenDone;

  return (
    <FlowPage
      title="Clarifying Questions"
      subtitle="A few questions so the analysis fits your facts. Answer in a sentence or two."
      maxWidth={900}
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate(paths.step.dilemma)}>
            Back
          </Button>
          <Button
            disabled={!allDone}
            onClick={async () => {
              if (await flush()) navigate(paths.step.summary);
              else toast({ title: 'Not saved yet', description: 'Error saving your answers. Please try again.', variant: 'destructive' });
            }}
          >
            Continue to Reflective Summary
          </Button>
        </>
      }
    >
      {section.status === 'loading' ? (
        <SectionPending label="AI is generating clarifying questions..." partial={section.partial} />
      ) : section.status === 'error' || !section.data ? (
        <SectionError
          title="Error Loading Questions"
          message={section.limitMessage ?? 'AI service failed to generate questions. Please try again.'}
          onRetry={() => void section.retry()}
        />
      ) : (
        <>
          <EngineNote meta={section.data} />
          <SafetyScreenForm value={screen} cued={cued} onChange={(next) => update((state) => ({ ...state, safetyScreen: next }))} />
          <div className="mb-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-800" aria-live="polite">
              {allDone ? <CheckCircle2 className="h-4 w-4 text-emerald-700" aria-hidden /> : null}
              {completed} of {questions.length} questions completed{allDone ? ' - Ready to continue!' : ''}
              {!screenDone ? ' · Safety screen not yet complete' : ''}
            </p>
            <div className="mt-2 h-2 rounded-full bg-slate-200" role="progressbar" aria-label="Questions answered" aria-valuemin={0} aria-valuemax={questions.length} aria-valuenow={completed}>
              <div className="h-2 rounded-full bg-brand-600 transition-all" style={{ width: `${(completed / Math.max(1, questions.length)) * 100}%` }} />
            </div>
          </div>
          <ol className="space-y-4">
            {questions.map((question, index) => (
              <QuestionCard
                key={question.id}
                index={index}
                question={question}
                answer={answers[question.id] ?? ''}
                onAnswer={(text) => update((state) => ({ ...state, answers: { ...state.answers, [question.id]: text } }))}
              />
            ))}
          </ol>
        </>
      )}
    </FlowPage>
  );
}

export function ClarifyingQuestionsRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('questions')}>
      <ClarifyingQuestionsScreen />
    </FlowGate>
  );
}
