/** The interface text the personal assessment needs, picked at build time by the page. */
export const ASSESSMENT_STRING_KEYS = [
  'assessment.progress',
  'assessment.progressLabel',
  'assessment.previous',
  'assessment.next',
  'assessment.finish',
  'assessment.answerHint',
  'assessment.analysing',
  'assessment.analysingText',
  'assessment.result.eyebrow',
  'assessment.result.percent',
  'assessment.result.analysisTitle',
  'assessment.level.excellent',
  'assessment.level.good',
  'assessment.level.moderate',
  'assessment.level.developing',
  'assessment.level.beginning',
  'assessment.retake',
  'assessment.talk',
  'assessment.error.title',
  'assessment.error.text',
  'assessment.error.toast',
  'assessment.retry',
  'coach.chat.error.network',
  'coach.chat.error.invalid',
] as const;

export type AssessmentStrings = Record<(typeof ASSESSMENT_STRING_KEYS)[number], string>;
