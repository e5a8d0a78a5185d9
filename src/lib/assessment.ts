/**
 * The personal assessment of the life-coach page: ten original questions in both languages,
 * each about one area of life, answered on five levels (1 to 5). Shared by the page and the
 * server's analyser. Score = average answer / 5, as a percent; levels by the thresholds of
 * the specification (80, 60, 40, 20).
 */
export const ASSESSMENT_QUESTION_COUNT = 10;
export const ANSWER_LEVELS = [1, 2, 3, 4, 5] as const;

export type AssessmentArea =
  'energy' | 'stress' | 'focus' | 'relationships' | 'purpose' | 'money' | 'confidence' | 'habits' | 'learning' | 'rest';

export interface AssessmentQuestion {
  area: AssessmentArea;
  text: { en: string; pt: string };
}

export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  {
    area: 'energy',
    text: {
      en: 'Most days, I have enough energy for what matters to me.',
      pt: 'Na maioria dos dias, tenho energia suficiente para o que importa para mim.',
    },
  },
  {
    area: 'stress',
    text: {
      en: 'When pressure builds up, I have ways to calm down that work.',
      pt: 'Quando a pressão aumenta, tenho formas de me acalmar que funcionam.',
    },
  },
  {
    area: 'focus',
    text: {
      en: 'I can concentrate on one task long enough to finish it.',
      pt: 'Consigo me concentrar em uma tarefa por tempo suficiente para terminá-la.',
    },
  },
  {
    area: 'relationships',
    text: {
      en: 'I have people I can talk to honestly when things get hard.',
      pt: 'Tenho pessoas com quem posso conversar com sinceridade quando as coisas ficam difíceis.',
    },
  },
  {
    area: 'purpose',
    text: { en: 'I know what I want the next year of my life to look like.', pt: 'Sei como quero que seja o próximo ano da minha vida.' },
  },
  {
    area: 'money',
    text: {
      en: 'I feel in control of my money from month to month.',
      pt: 'Sinto que tenho controle sobre o meu dinheiro de um mês para o outro.',
    },
  },
  {
    area: 'confidence',
    text: { en: 'I trust myself to handle new challenges.', pt: 'Confio em mim mesmo para lidar com novos desafios.' },
  },
  {
    area: 'habits',
    text: { en: 'I keep the small daily habits I set for myself.', pt: 'Mantenho os pequenos hábitos diários que estabeleço para mim.' },
  },
  {
    area: 'learning',
    text: { en: 'I regularly make time to learn something new.', pt: 'Reservo tempo com regularidade para aprender algo novo.' },
  },
  { area: 'rest', text: { en: 'I rest without feeling guilty about it.', pt: 'Descanso sem me sentir culpado por isso.' } },
];

export const ANSWER_LABELS = {
  en: ['Not at all', 'Rarely', 'Sometimes', 'Often', 'Almost always'],
  pt: ['Nem um pouco', 'Raramente', 'Às vezes', 'Frequentemente', 'Quase sempre'],
} as const;

export const AREA_LABELS: Record<AssessmentArea, { en: string; pt: string }> = {
  energy: { en: 'energy', pt: 'energia' },
  stress: { en: 'handling stress', pt: 'lidar com o estresse' },
  focus: { en: 'focus', pt: 'foco' },
  relationships: { en: 'relationships', pt: 'relacionamentos' },
  purpose: { en: 'sense of direction', pt: 'senso de direção' },
  money: { en: 'money', pt: 'dinheiro' },
  confidence: { en: 'self-confidence', pt: 'autoconfiança' },
  habits: { en: 'daily habits', pt: 'hábitos diários' },
  learning: { en: 'learning', pt: 'aprendizado' },
  rest: { en: 'rest', pt: 'descanso' },
};

export type AssessmentLevel = 'excellent' | 'good' | 'moderate' | 'developing' | 'beginning';

/** Average answer / 5, as a whole percent. */
export function assessmentPercent(answers: readonly number[]): number {
  if (answers.length === 0) return 0;
  const average = answers.reduce((sum, value) => sum + value, 0) / answers.length;
  return Math.round((average / 5) * 100);
}

export function assessmentLevel(percent: number): AssessmentLevel {
  if (percent >= 80) return 'excellent';
  if (percent >= 60) return 'good';
  if (percent >= 40) return 'moderate';
  if (percent >= 20) return 'developing';
  return 'beginning';
}
