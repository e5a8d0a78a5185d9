import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTION_COUNT } from '../../src/lib/assessment.ts';
import {
  analysisParagraphs,
  assessmentReducer,
  canGoNext,
  completeAnswers,
  initialAssessment,
  isLastQuestion,
  readAssessment,
  type AssessmentAction,
  type AssessmentState,
} from '../../src/lib/coach-assessment.ts';

const run = (actions: AssessmentAction[], state = initialAssessment()): AssessmentState => actions.reduce(assessmentReducer, state);
const answerAll = (value: number): AssessmentAction[] =>
  Array.from({ length: ASSESSMENT_QUESTION_COUNT }, () => [{ type: 'answer', value } as const, { type: 'next' } as const]).flat();

describe('answering', () => {
  it('starts at the first of ten questions, nothing answered', () => {
    const state = initialAssessment();
    expect(state).toEqual({ phase: 'questions', index: 0, answers: Array(10).fill(null), analysis: [] });
    expect(canGoNext(state)).toBe(false);
  });

  it('moves on only once the question is answered', () => {
    expect(run([{ type: 'next' }]).index).toBe(0);
    const answered = run([{ type: 'answer', value: 4 }]);
    expect(canGoNext(answered)).toBe(true);
    expect(assessmentReducer(answered, { type: 'next' }).index).toBe(1);
  });

  it('refuses values outside 1 to 5', () => {
    expect(run([{ type: 'answer', value: 0 }]).answers[0]).toBeNull();
    expect(run([{ type: 'answer', value: 6 }]).answers[0]).toBeNull();
    expect(run([{ type: 'answer', value: 2.5 }]).answers[0]).toBeNull();
  });

  it('goes back keeping the answers, and not before the first question', () => {
    const state = run([{ type: 'answer', value: 2 }, { type: 'next' }, { type: 'answer', value: 5 }, { type: 'previous' }]);
    expect(state.index).toBe(0);
    expect(state.answers.slice(0, 2)).toEqual([2, 5]);
    expect(assessmentReducer(state, { type: 'previous' }).index).toBe(0);
  });

  it('changes an answer when going back', () => {
    const state = run([{ type: 'answer', value: 2 }, { type: 'next' }, { type: 'previous' }, { type: 'answer', value: 3 }]);
    expect(state.answers[0]).toBe(3);
  });
});

describe('finishing', () => {
  it('analyses after the last question with every answer', () => {
    const beforeLast = run(answerAll(5).slice(0, -1));
    expect(isLastQuestion(beforeLast)).toBe(true);
    const state = assessmentReducer(beforeLast, { type: 'next' });
    expect(state.phase).toBe('analysing');
    expect(completeAnswers(state)).toEqual(Array(10).fill(5));
  });

  it('shows the result, or an error that can be retried with the same answers', () => {
    const analysing = run(answerAll(3));
    expect(assessmentReducer(analysing, { type: 'analysed', analysis: ['A', 'B'] })).toMatchObject({
      phase: 'result',
      analysis: ['A', 'B'],
    });
    const failed = assessmentReducer(analysing, { type: 'failed' });
    expect(failed.phase).toBe('error');
    const retried = assessmentReducer(failed, { type: 'retry' });
    expect(retried.phase).toBe('analysing');
    expect(completeAnswers(retried)).toEqual(Array(10).fill(3));
  });

  it('ignores answers and moves outside their phase', () => {
    const analysing = run(answerAll(3));
    expect(assessmentReducer(analysing, { type: 'answer', value: 1 })).toBe(analysing);
    expect(assessmentReducer(analysing, { type: 'previous' })).toBe(analysing);
    expect(assessmentReducer(initialAssessment(), { type: 'analysed', analysis: ['x'] }).phase).toBe('questions');
  });

  it('retakes from the start with no answers', () => {
    const done = run([...answerAll(4), { type: 'analysed', analysis: ['x'] }]);
    expect(assessmentReducer(done, { type: 'retake' })).toEqual(initialAssessment());
  });
});

describe('the analysis', () => {
  it('is split by lines into paragraphs', () => {
    expect(analysisParagraphs('One.\nTwo.\r\n\n  Three.  \n')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('reads the endpoint’s answer, refusing an empty or missing text', () => {
    expect(readAssessment({ assessment: 'A\nB', source: 'offline' })).toEqual(['A', 'B']);
    expect(readAssessment({ assessment: ' \n ' })).toBeUndefined();
    expect(readAssessment({})).toBeUndefined();
    expect(readAssessment(null)).toBeUndefined();
  });
});
