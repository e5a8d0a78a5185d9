/**
 * One question of the assessment: its statement and five answers as a native radio group
 * (arrow keys move between them), a row of five on wide screens and a stacked list of
 * full-width options below 768 px.
 */
import type { Ref } from 'react';
import { ANSWER_LEVELS } from '../../lib/assessment.ts';

interface Props {
  index: number;
  question: string;
  answerLabels: readonly string[];
  value: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  idPrefix: string;
  disabled: boolean;
  onAnswer: (value: number) => void;
}

export function AssessmentQuestion({ index, question, answerLabels, value, headingRef, idPrefix, disabled, onAnswer }: Props) {
  const headingId = `${idPrefix}-question-${index}`;
  return (
    <div>
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 text-h3 text-ink md:text-2xl md:leading-snug"
        data-assessment-question
      >
        {question}
      </h3>
      <div role="radiogroup" aria-labelledby={headingId} className="mt-6 grid gap-2.5 md:grid-cols-5 md:gap-3">
        {ANSWER_LEVELS.map((level, position) => (
          <label
            key={level}
            className="group relative flex cursor-pointer items-center gap-3 rounded-2xl bg-surface px-4 py-3.5 ring-1 ring-line-strong transition-[background-color,box-shadow,color] hover:ring-brand has-[:checked]:bg-brand has-[:checked]:text-on-dark has-[:checked]:ring-brand has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent md:flex-col md:items-center md:justify-start md:gap-2 md:px-3 md:py-5 md:text-center"
            data-assessment-option={level}
          >
            <input
              type="radio"
              name={`${idPrefix}-answer-${index}`}
              value={level}
              checked={value === level}
              disabled={disabled}
              onChange={() => onAnswer(level)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft font-display text-lg font-semibold text-brand group-has-[:checked]:bg-sun group-has-[:checked]:text-brand-strong"
              aria-hidden="true"
            >
              {level}
            </span>
            <span className="font-semibold leading-snug">{answerLabels[position]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
