/**
 * The offline analysis of the personal assessment: computed from the actual answers — the
 * level and percent, the strongest and weakest areas, and what to work on first — one idea
 * per line (the page splits the text by lines).
 */
import { AREA_LABELS, ASSESSMENT_QUESTIONS, assessmentLevel, assessmentPercent, type AssessmentArea } from '../../../src/lib/assessment.ts';
import type { AssessmentRequest } from '../provider.ts';

const LEVEL_NAMES = {
  en: {
    excellent: 'excellent',
    good: 'good',
    moderate: 'moderate',
    developing: 'developing',
    beginning: 'at the beginning of the journey',
  },
  pt: { excellent: 'excelente', good: 'bom', moderate: 'moderado', developing: 'em desenvolvimento', beginning: 'no início da jornada' },
};

const FIRST_STEPS: Record<AssessmentArea, { en: string; pt: string }> = {
  energy: {
    en: 'Protect your energy first: a regular bedtime, water and a short walk each day.',
    pt: 'Proteja primeiro a sua energia: horário regular para dormir, água e uma caminhada curta por dia.',
  },
  stress: {
    en: 'Build one calming routine you can use anywhere, like two minutes of slow breathing, and use it daily.',
    pt: 'Crie uma rotina de calma que você possa usar em qualquer lugar, como dois minutos de respiração lenta, e use todos os dias.',
  },
  focus: {
    en: 'Work in 25-minute blocks with notifications off, starting with one block a day.',
    pt: 'Trabalhe em blocos de 25 minutos com as notificações desligadas, começando com um bloco por dia.',
  },
  relationships: {
    en: 'Reach out to one person you trust this week and plan a real conversation.',
    pt: 'Procure uma pessoa de confiança nesta semana e combine uma conversa de verdade.',
  },
  purpose: {
    en: 'Write down what a good year would look like, then pick one small step toward it.',
    pt: 'Escreva como seria um bom ano e escolha um pequeno passo em direção a ele.',
  },
  money: {
    en: 'List your monthly income and fixed costs on one page; clarity comes before any plan.',
    pt: 'Liste numa página sua renda mensal e seus custos fixos; a clareza vem antes de qualquer plano.',
  },
  confidence: {
    en: 'Keep a list of things you handled well and add to it every evening for two weeks.',
    pt: 'Mantenha uma lista das coisas que você fez bem e acrescente algo toda noite por duas semanas.',
  },
  habits: {
    en: 'Choose one two-minute habit and attach it to something you already do every day.',
    pt: 'Escolha um hábito de dois minutos e prenda-o a algo que você já faz todos os dias.',
  },
  learning: {
    en: 'Set aside 15 minutes, three times a week, for one topic you are curious about.',
    pt: 'Reserve 15 minutos, três vezes por semana, para um assunto que te desperta curiosidade.',
  },
  rest: {
    en: 'Schedule one guilt-free hour of rest this week, and treat it like an appointment.',
    pt: 'Agende nesta semana uma hora de descanso sem culpa e trate-a como um compromisso.',
  },
};

const TEXT = {
  en: {
    summary: (percent: number, level: string) => `Your overall score is ${percent}%: ${level}.`,
    strongest: (areas: string) => `Your strongest areas: ${areas}. Lean on them when the others feel hard.`,
    weakest: (areas: string) => `The areas with the most room to grow: ${areas}.`,
    first: (area: string, step: string) => `Work on ${area} first. ${step}`,
    even: 'Your answers are even across all areas; pick the one that matters most to you this month and start there.',
    close: 'Small, steady steps beat big plans. Come back and retake the assessment in a month to see what changed.',
    note: '(Offline analysis: computed from your answers, not written by an AI model.)',
  },
  pt: {
    summary: (percent: number, level: string) => `Sua pontuação geral é ${percent}%: ${level}.`,
    strongest: (areas: string) => `Suas áreas mais fortes: ${areas}. Apoie-se nelas quando as outras parecerem difíceis.`,
    weakest: (areas: string) => `As áreas com mais espaço para crescer: ${areas}.`,
    first: (area: string, step: string) => `Comece trabalhando ${area}. ${step}`,
    even: 'Suas respostas estão equilibradas em todas as áreas; escolha a que mais importa para você neste mês e comece por ela.',
    close: 'Passos pequenos e constantes valem mais que grandes planos. Volte e refaça a avaliação daqui a um mês para ver o que mudou.',
    note: '(Análise offline: calculada a partir das suas respostas, não escrita por um modelo de IA.)',
  },
};

function joinList(items: string[], locale: 'en' | 'pt'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${locale === 'en' ? 'and' : 'e'} ${items.at(-1)}`;
}

export function offlineAssessment({ answers, locale }: AssessmentRequest): string {
  const text = TEXT[locale];
  const percent = assessmentPercent(answers);
  const level = LEVEL_NAMES[locale][assessmentLevel(percent)];
  const scored = ASSESSMENT_QUESTIONS.map((question, index) => ({ area: question.area, value: answers[index] ?? 0 }));
  const high = Math.max(...scored.map((s) => s.value));
  const low = Math.min(...scored.map((s) => s.value));
  const lines = [text.summary(percent, level)];
  if (high === low) {
    lines.push(text.even);
  } else {
    const strongest = scored
      .filter((s) => s.value === high)
      .slice(0, 3)
      .map((s) => AREA_LABELS[s.area][locale]);
    const weakest = scored.filter((s) => s.value === low).slice(0, 3);
    lines.push(text.strongest(joinList(strongest, locale)));
    lines.push(
      text.weakest(
        joinList(
          weakest.map((s) => AREA_LABELS[s.area][locale]),
          locale,
        ),
      ),
    );
    const first = weakest[0]!.area;
    lines.push(text.first(AREA_LABELS[first][locale], FIRST_STEPS[first][locale]));
  }
  lines.push(text.close, text.note);
  return lines.join('\n');
}
