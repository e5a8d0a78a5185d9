/**
 * The personal assessment: ten questions one at a time with a progress bar, then the analysis
 * from the server, then the result (or an error view with a retry, and a toast). Focus
 * follows the visitor: to each new question, to the result heading, to the error.
 */
import { useEffect, useId, useReducer, useRef, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { Locale } from '../../i18n/locales.ts';
import {
  assessmentReducer,
  canGoNext,
  completeAnswers,
  initialAssessment,
  isLastQuestion,
  readAssessment,
} from '../../lib/coach-assessment.ts';
import { fillString } from '../../lib/island-strings.ts';
import { apiRequest } from '../../lib/site-api.ts';
import { AssessmentQuestion } from './assessment-question.tsx';
import { AssessmentResult } from './assessment-result.tsx';
import type { AssessmentStrings } from './assessment-strings.ts';
import { focusCoachChat } from './chat-anchor.ts';
import { failureDetail } from './coach-errors.ts';

const ASSESSMENT_PATH = '/api/functions/personal-assessment';

interface Props {
  locale: Locale;
  strings: AssessmentStrings;
  /** The questions in the page's language. */
  questions: string[];
  answerLabels: string[];
}

const subscribeToNothing = () => () => undefined;

export default function PersonalAssessment({ locale, strings, questions, answerLabels }: Props) {
  const [state, dispatch] = useReducer(assessmentReducer, questions.length, initialAssessment);
  // Before hydration the options would do nothing: false in the server's HTML, true once hydrated.
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Set by the visitor's own moves, so that the page's first render does not steal the focus. */
  const moveFocus = useRef(false);
  const { phase, index, answers, analysis } = state;
  const total = questions.length;
  const current = answers[index] ?? null;
  const hintId = `${id}-hint`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [phase, index]);

  useEffect(() => {
    if (phase !== 'analysing') return;
    const controller = new AbortController();
    apiRequest(ASSESSMENT_PATH, {
      locale,
      method: 'POST',
      body: { answers: completeAnswers(state), language: locale },
      fallbackMessage: strings['coach.chat.error.network'],
      read: readAssessment,
      timeoutMs: 60_000,
      signal: controller.signal,
    })
      .then((paragraphs) => {
        moveFocus.current = true;
        dispatch({ type: 'analysed', analysis: paragraphs });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        moveFocus.current = true;
        dispatch({ type: 'failed' });
        toast.error(strings['assessment.error.toast'], {
          description: failureDetail(error, { network: strings['coach.chat.error.network'], invalid: strings['coach.chat.error.invalid'] }),
        });
      });
    return () => controller.abort();
    // Runs when the phase changes, and only then: the answers cannot change while analysing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const act = (action: Parameters<typeof dispatch>[0]) => {
    moveFocus.current = true;
    dispatch(action);
  };

  if (phase === 'analysing') {
    return (
      <div className="flex flex-col items-center py-14 text-center" role="status" data-assessment-analysing>
        <svg className="size-10 animate-spin text-brand" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h3 ref={headingRef} tabIndex={-1} className="mt-5 text-h3 text-brand-strong">
          {strings['assessment.analysing']}
        </h3>
        <p className="mt-1 text-ink-soft">{strings['assessment.analysingText']}</p>
      </div>
    );
  }

  if (phase === 'error') {
    return (
      <div className="rounded-card bg-accent-soft p-8 text-center ring-1 ring-accent/25" data-assessment-error>
        <h3 ref={headingRef} tabIndex={-1} className="text-h3 text-ink">
          {strings['assessment.error.title']}
        </h3>
        <p className="mt-2 text-ink-soft">{strings['assessment.error.text']}</p>
        <button type="button" className="btn btn-primary mt-6" onClick={() => act({ type: 'retry' })}>
          {strings['assessment.retry']}
        </button>
      </div>
    );
  }

  if (phase === 'result') {
    return (
      <AssessmentResult
        answers={completeAnswers(state) ?? []}
        analysis={analysis}
        strings={strings}
        headingRef={headingRef}
        onRetake={() => act({ type: 'retake' })}
        onTalk={focusCoachChat}
      />
    );
  }

  const last = isLastQuestion(state);
  const nextAllowed = ready && canGoNext(state);
  return (
    <div data-assessment-step={index + 1}>
      <div className="mb-8">
        <div className="flex items-baseline justify-between gap-4">
          <p className="font-semibold text-brand" data-assessment-progress>
            {fillString(strings['assessment.progress'], { current: index + 1, total })}
          </p>
          <p className="text-sm text-ink-soft tabular-nums" aria-hidden="true">
            {Math.round(((index + 1) / total) * 100)}%
          </p>
        </div>
        <progress
          className="mt-3 block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-line [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300"
          max={total}
          value={index + 1}
          aria-label={strings['assessment.progressLabel']}
        />
      </div>

      <AssessmentQuestion
        index={index}
        question={questions[index] ?? ''}
        answerLabels={answerLabels}
        value={current}
        headingRef={headingRef}
        idPrefix={id}
        disabled={!ready}
        onAnswer={(value) => dispatch({ type: 'answer', value })}
      />

      <div className="mt-8 flex items-center justify-between gap-3">
        <button
          type="button"
          className="btn btn-secondary flex-1 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:translate-y-0 sm:flex-none"
          disabled={index === 0}
          onClick={() => act({ type: 'previous' })}
        >
          <span aria-hidden="true">←</span>
          {strings['assessment.previous']}
        </button>
        <button
          type="button"
          className="btn btn-primary flex-1 disabled:cursor-not-allowed disabled:bg-line-strong disabled:text-ink-soft disabled:shadow-none disabled:hover:translate-y-0 sm:flex-none"
          disabled={!nextAllowed}
          aria-describedby={nextAllowed ? undefined : hintId}
          onClick={() => act({ type: 'next' })}
        >
          {last ? strings['assessment.finish'] : strings['assessment.next']}
          {!last && <span aria-hidden="true">→</span>}
        </button>
      </div>
      <p id={hintId} className={nextAllowed ? 'sr-only' : 'mt-3 text-right text-sm text-ink-soft'}>
        {nextAllowed ? '' : strings['assessment.answerHint']}
      </p>
    </div>
  );
}
