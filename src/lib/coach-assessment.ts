/**
 * The personal assessment as a form: one question at a time (next needs an answer, going back
 * keeps it), then analysing, then the result or an error with a retry; a retake starts over.
 * The questions, the score and the levels are in assessment.ts, shared with the server.
 */
import { ANSWER_LEVELS, ASSESSMENT_QUESTION_COUNT } from './assessment.ts';

export type AssessmentPhase = 'questions' | 'analysing' | 'result' | 'error';

export interface AssessmentState {
  phase: AssessmentPhase;
  /** The question shown, from 0. */
  index: number;
  /** One per question; null until answered. */
  answers: (number | null)[];
  /** The analysis, one idea per paragraph. */
  analysis: string[];
}

export type AssessmentAction =
  | { type: 'answer'; value: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'analysed'; analysis: string[] }
  | { type: 'failed' }
  | { type: 'retry' }
  | { type: 'retake' };

export function initialAssessment(count = ASSESSMENT_QUESTION_COUNT): AssessmentState {
  return { phase: 'questions', index: 0, answers: Array.from({ length: count }, () => null), analysis: [] };
}

const isAnswer = (value: number) => (ANSWER_LEVELS as readonly number[]).includes(value);

export function isLastQuestion(state: AssessmentState): boolean {
  return state.index === state.answers.length - 1;
}

export function canGoNext(state: AssessmentState): boolean {
  return state.phase === 'questions' && state.answers[state.index] !== null;
}

/** Every answer, once all are given: what the endpoint receives. */
export function completeAnswers(state: AssessmentState): number[] | undefined {
  return state.answers.every((answer) => answer !== null) ? (state.answers as number[]) : undefined;
}

export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case 'answer': {
      if (state.phase !== 'questions' || !isAnswer(action.value)) return state;
      const answers = state.answers.slice();
      answers[state.index] = action.value;
      return { ...state, answers };
    }
    case 'next':
      if (!canGoNext(state)) return state;
      if (!isLastQuestion(state)) return { ...state, index: state.index + 1 };
      return completeAnswers(state) ? { ...state, phase: 'analysing' } : state;
    case 'previous':
      return state.phase === 'questions' && state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case 'analysed':
      return state.phase === 'analysing' ? { ...state, phase: 'result', analysis: action.analysis } : state;
    case 'failed':
      return state.phase === 'analysing' ? { ...state, phase: 'error' } : state;
    case 'retry':
      return state.phase === 'error' ? { ...state, phase: 'analysing' } : state;
    case 'retake':
      return initialAssessment(state.answers.length);
  }
}

/** The analysis text, one paragraph per line, blank lines left out. */
export function analysisParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The answer of POST /api/functions/personal-assessment (functions/assessment/routes.ts builds it as this type). */
export interface AssessmentAnswer {
  /** The analysis, one paragraph per line. */
  assessment: string;
  source: 'model' | 'offline';
}

/** The endpoint's answer as paragraphs, or undefined when it holds no analysis. */
export function readAssessment(json: unknown): string[] | undefined {
  const assessment = (json as { assessment?: unknown } | null)?.assessment;
  if (typeof assessment !== 'string') return undefined;
  const paragraphs = analysisParagraphs(assessment);
  return paragraphs.length ? paragraphs : undefined;
}
