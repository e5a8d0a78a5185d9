/**
 * The assessment's result: the level with its icon (by the thresholds of assessment.ts), the
 * percent developed as a ring, the analysis one paragraph per line, and the ways on: retake
 * or talk to the coach.
 */
import type { Ref } from 'react';
import { assessmentLevel, assessmentPercent, type AssessmentLevel } from '../../lib/assessment.ts';
import { fillString } from '../../lib/island-strings.ts';
import type { AssessmentStrings } from './assessment-strings.ts';

const LEVEL_LOOK: Record<AssessmentLevel, { icon: string; tone: string; ring: string }> = {
  excellent: {
    icon: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z',
    tone: 'bg-sun text-brand-strong',
    ring: 'text-brand',
  },
  good: {
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM8 12.5l2.7 2.7L16.2 9.7',
    tone: 'bg-brand-soft text-brand',
    ring: 'text-brand',
  },
  moderate: {
    icon: 'M3 17l6-6 4 4 8-8M15 7h6v6',
    tone: 'bg-cat-tecnologia-soft text-cat-tecnologia',
    ring: 'text-cat-tecnologia',
  },
  developing: {
    icon: 'M12 21v-9M12 12c0-4 3-6.5 7.5-6.5 0 4-3 6.5-7.5 6.5ZM12 14.5c0-3.2-2.5-5.5-6.5-5.5 0 3.2 2.5 5.5 6.5 5.5Z',
    tone: 'bg-cat-dinheiro-soft text-cat-dinheiro',
    ring: 'text-cat-dinheiro',
  },
  beginning: {
    icon: 'M3 18.5h18M6.5 18.5a5.5 5.5 0 0 1 11 0M12 5v3M5.2 8.6l1.9 1.9M18.8 8.6l-1.9 1.9',
    tone: 'bg-accent-soft text-accent',
    ring: 'text-accent',
  },
};

const RING_RADIUS = 42;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

interface Props {
  answers: number[];
  analysis: string[];
  strings: AssessmentStrings;
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
  onTalk: () => void;
}

export function AssessmentResult({ answers, analysis, strings, headingRef, onRetake, onTalk }: Props) {
  const percent = assessmentPercent(answers);
  const level = assessmentLevel(percent);
  const look = LEVEL_LOOK[level];
  return (
    <div data-assessment-result={level}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-8">
        <div className="relative size-32 shrink-0 self-center sm:self-auto" aria-hidden="true">
          <svg className="size-full -rotate-90" viewBox="0 0 100 100">
            <circle cx="50" cy="50" r={RING_RADIUS} fill="none" strokeWidth="9" className="stroke-line" />
            <circle
              cx="50"
              cy="50"
              r={RING_RADIUS}
              fill="none"
              strokeWidth="9"
              strokeLinecap="round"
              stroke="currentColor"
              strokeDasharray={`${(RING_LENGTH * percent) / 100} ${RING_LENGTH}`}
              className={look.ring}
            />
          </svg>
          <span className="absolute inset-0 grid place-items-center font-display text-3xl font-semibold text-brand-strong">{percent}%</span>
        </div>
        <div className="min-w-0 text-center sm:text-left">
          <p className="eyebrow text-accent">{strings['assessment.result.eyebrow']}</p>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 flex scroll-mt-28 flex-wrap items-center justify-center gap-3 text-h2 text-brand-strong sm:justify-start"
            data-assessment-level
          >
            <span className={`grid size-12 shrink-0 place-items-center rounded-2xl ${look.tone}`} data-assessment-level-icon={level}>
              <svg
                className="size-6"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={look.icon} />
              </svg>
            </span>
            {strings[`assessment.level.${level}`]}
          </h3>
          <p className="mt-2 text-lead font-semibold text-ink-soft" data-assessment-percent>
            {fillString(strings['assessment.result.percent'], { percent })}
          </p>
        </div>
      </div>

      <div className="mt-8 rounded-card bg-paper p-5 ring-1 ring-line sm:p-7">
        <h4 className="font-display text-xl text-brand-strong">{strings['assessment.result.analysisTitle']}</h4>
        <div className="mt-3 space-y-3 text-ink" data-assessment-analysis>
          {analysis.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onRetake} className="btn btn-secondary">
          <svg
            className="size-5"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5" />
          </svg>
          {strings['assessment.retake']}
        </button>
        <button type="button" onClick={onTalk} className="btn btn-primary">
          <svg
            className="size-5"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 14.5Z" />
          </svg>
          {strings['assessment.talk']}
        </button>
      </div>
    </div>
  );
}
