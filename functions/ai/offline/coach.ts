/**
 * The offline life coach: no model, so it does what a careful person with a good guide would
 * do. It reflects what the visitor wrote, asks one useful question, suggests one concrete
 * step for the theme it recognises (in English or Portuguese), and says plainly that it is
 * the offline guide.
 */
import type { CoachRequest } from '../provider.ts';
import { pick, seededRandom } from './seeded.ts';

type Theme = 'work' | 'money' | 'relationships' | 'sleep' | 'stress' | 'motivation' | 'confidence' | 'habits' | 'purpose' | 'lonely';

const KEYWORDS: Record<Theme, string[]> = {
  work: [
    'work',
    'job',
    'boss',
    'career',
    'office',
    'colleague',
    'promotion',
    'trabalho',
    'emprego',
    'chefe',
    'carreira',
    'colega',
    'promocao',
  ],
  money: [
    'money',
    'debt',
    'salary',
    'budget',
    'bills',
    'save',
    'saving',
    'dinheiro',
    'divida',
    'salario',
    'orcamento',
    'contas',
    'economizar',
  ],
  relationships: [
    'partner',
    'boyfriend',
    'girlfriend',
    'husband',
    'wife',
    'marriage',
    'friend',
    'family',
    'mother',
    'father',
    'namorad',
    'marido',
    'esposa',
    'casamento',
    'amig',
    'familia',
    'mae',
    'pai',
  ],
  sleep: ['sleep', 'tired', 'exhausted', 'insomnia', 'rest', 'sono', 'dormir', 'cansad', 'exaust', 'insonia', 'descanso'],
  stress: [
    'stress',
    'anxious',
    'anxiety',
    'overwhelmed',
    'pressure',
    'worried',
    'panic',
    'estresse',
    'ansios',
    'ansiedade',
    'sobrecarregad',
    'pressao',
    'preocupad',
  ],
  motivation: ['motivation', 'procrastinat', 'lazy', 'stuck', 'unmotivated', 'motivacao', 'procrastin', 'preguica', 'travad', 'desanimad'],
  confidence: ['confidence', 'insecure', 'self-esteem', 'not good enough', 'afraid', 'fear', 'confianca', 'insegur', 'autoestima', 'medo'],
  habits: ['habit', 'routine', 'exercise', 'diet', 'discipline', 'habito', 'rotina', 'exercicio', 'dieta', 'disciplina'],
  purpose: [
    'purpose',
    'meaning',
    'direction',
    'lost',
    'goal',
    'future',
    'change my life',
    'proposito',
    'sentido',
    'direcao',
    'perdid',
    'objetivo',
    'futuro',
    'mudar de vida',
  ],
  lonely: ['lonely', 'alone', 'isolated', 'sozinh', 'solidao', 'isolad'],
};

type Bilingual = { en: string; pt: string };

const GUIDE: Record<Theme, { reflect: Bilingual; questions: Bilingual[]; steps: Bilingual[] }> = {
  work: {
    reflect: { en: 'work is taking a lot out of you right now', pt: 'o trabalho está exigindo muito de você agora' },
    questions: [
      {
        en: 'Which part of your work drains you most: the tasks themselves, the people, or the amount?',
        pt: 'Que parte do trabalho mais te desgasta: as tarefas em si, as pessoas ou a quantidade?',
      },
      {
        en: 'If one thing at work changed next month, which would make the biggest difference?',
        pt: 'Se uma coisa no trabalho mudasse no mês que vem, qual faria mais diferença?',
      },
    ],
    steps: [
      {
        en: 'Tomorrow, write down your three most important tasks before opening email, and do the first one before anything else.',
        pt: 'Amanhã, anote suas três tarefas mais importantes antes de abrir o e-mail e faça a primeira antes de qualquer outra coisa.',
      },
      {
        en: 'This week, block one 45-minute slot in your calendar for the task you keep postponing.',
        pt: 'Nesta semana, reserve na agenda um bloco de 45 minutos para a tarefa que você vem adiando.',
      },
    ],
  },
  money: {
    reflect: { en: 'money is a source of worry for you', pt: 'o dinheiro é uma fonte de preocupação para você' },
    questions: [
      {
        en: 'Do you know, roughly, how much comes in and goes out each month?',
        pt: 'Você sabe, mais ou menos, quanto entra e quanto sai por mês?',
      },
      { en: 'What would "enough" look like for you in six months?', pt: 'Como seria ter "o suficiente" para você daqui a seis meses?' },
    ],
    steps: [
      {
        en: "Tonight, list last month's fixed expenses in one note; seeing them together is the first step to choosing what to cut.",
        pt: 'Hoje à noite, liste numa nota os gastos fixos do último mês; vê-los juntos é o primeiro passo para escolher o que cortar.',
      },
      {
        en: 'Set up an automatic transfer, even a small one, to a separate savings account on payday.',
        pt: 'Programe uma transferência automática, mesmo pequena, para uma conta de reserva no dia do pagamento.',
      },
    ],
  },
  relationships: {
    reflect: {
      en: 'a relationship that matters to you is on your mind',
      pt: 'um relacionamento importante para você está ocupando seus pensamentos',
    },
    questions: [
      {
        en: 'What do you wish the other person understood about how you feel?',
        pt: 'O que você gostaria que a outra pessoa entendesse sobre o que você sente?',
      },
      {
        en: 'When did things last feel good between you, and what was different then?',
        pt: 'Quando foi a última vez que as coisas estavam bem entre vocês, e o que era diferente?',
      },
    ],
    steps: [
      {
        en: 'Before talking to them, write one sentence that starts with "I feel… when…" so you can describe your side without blaming.',
        pt: 'Antes de conversar, escreva uma frase que comece com "Eu me sinto… quando…" para descrever o seu lado sem culpar.',
      },
      {
        en: 'Suggest a calm, unhurried moment this week to talk, instead of in the middle of a disagreement.',
        pt: 'Proponha um momento calmo nesta semana para conversar, em vez de no meio de uma discussão.',
      },
    ],
  },
  sleep: {
    reflect: { en: 'you are running low on rest', pt: 'você está com pouco descanso' },
    questions: [
      { en: 'What usually happens in the hour before you go to bed?', pt: 'O que costuma acontecer na hora antes de você ir dormir?' },
      { en: 'Is it falling asleep that is hard, or staying asleep?', pt: 'O difícil é pegar no sono ou continuar dormindo?' },
    ],
    steps: [
      {
        en: 'For the next three nights, put your phone away 30 minutes before bed and keep the same wake-up time.',
        pt: 'Nas próximas três noites, guarde o celular 30 minutos antes de deitar e mantenha o mesmo horário de acordar.',
      },
      {
        en: 'Get ten minutes of daylight soon after waking tomorrow; it helps set your body clock.',
        pt: 'Pegue dez minutos de luz do dia logo depois de acordar amanhã; isso ajuda a acertar o relógio do corpo.',
      },
    ],
  },
  stress: {
    reflect: { en: 'you are carrying a lot of pressure', pt: 'você está carregando muita pressão' },
    questions: [
      {
        en: 'Of everything on your mind, what is in your control this week and what is not?',
        pt: 'De tudo o que está na sua cabeça, o que está sob seu controle nesta semana e o que não está?',
      },
      { en: 'What has helped you calm down before, even a little?', pt: 'O que já ajudou você a se acalmar antes, nem que seja um pouco?' },
    ],
    steps: [
      {
        en: 'Take two minutes now: breathe in for four counts, out for six, ten times. Then write down the single next action for your biggest worry.',
        pt: 'Tire dois minutos agora: inspire contando até quatro e expire até seis, dez vezes. Depois anote a próxima ação para a sua maior preocupação.',
      },
      {
        en: 'Write everything that is worrying you on paper tonight, then circle only what you can act on tomorrow.',
        pt: 'Escreva hoje à noite tudo o que te preocupa num papel e depois circule só o que você pode resolver amanhã.',
      },
    ],
  },
  motivation: {
    reflect: { en: 'it is hard to get going right now', pt: 'está difícil começar agora' },
    questions: [
      {
        en: 'What is the smallest version of the task that you could start in five minutes?',
        pt: 'Qual é a menor versão da tarefa que você conseguiria começar em cinco minutos?',
      },
      { en: 'Why does this matter to you, in your own words?', pt: 'Por que isso importa para você, com as suas palavras?' },
    ],
    steps: [
      {
        en: 'Set a timer for ten minutes and work on it only until it rings; stopping after that is allowed.',
        pt: 'Coloque um timer de dez minutos e trabalhe nisso só até ele tocar; parar depois é permitido.',
      },
      {
        en: 'Tell one person what you will have done by Friday; a small promise to someone helps.',
        pt: 'Conte a uma pessoa o que você terá feito até sexta; uma pequena promessa a alguém ajuda.',
      },
    ],
  },
  confidence: {
    reflect: { en: 'you are doubting yourself', pt: 'você está duvidando de si mesmo' },
    questions: [
      {
        en: 'What would you say to a friend who told you the same thing?',
        pt: 'O que você diria a um amigo que te contasse a mesma coisa?',
      },
      {
        en: 'When did you last handle something you were afraid of?',
        pt: 'Quando foi a última vez que você lidou com algo de que tinha medo?',
      },
    ],
    steps: [
      {
        en: 'Write down three things you handled well this month, however small, and keep the list where you will see it.',
        pt: 'Anote três coisas que você fez bem neste mês, por menores que sejam, e deixe a lista onde você vai vê-la.',
      },
      {
        en: 'Pick one small thing that scares you a little and do it this week.',
        pt: 'Escolha uma coisa pequena que te dá um pouco de medo e faça nesta semana.',
      },
    ],
  },
  habits: {
    reflect: { en: 'you want a routine that actually sticks', pt: 'você quer uma rotina que realmente funcione' },
    questions: [
      { en: 'What got in the way the last time you tried?', pt: 'O que atrapalhou da última vez que você tentou?' },
      { en: 'Which existing part of your day could this habit attach to?', pt: 'A qual parte do seu dia este hábito poderia se prender?' },
    ],
    steps: [
      {
        en: 'Shrink the habit to two minutes and attach it to something you already do, like after your morning coffee.',
        pt: 'Reduza o hábito a dois minutos e prenda-o a algo que você já faz, como depois do café da manhã.',
      },
      {
        en: 'Mark each day you do it on a paper calendar for the next two weeks.',
        pt: 'Marque num calendário de papel cada dia em que você fizer isso, nas próximas duas semanas.',
      },
    ],
  },
  purpose: {
    reflect: { en: 'you are looking for a clearer direction', pt: 'você está buscando uma direção mais clara' },
    questions: [
      {
        en: 'When do you lose track of time because you are enjoying what you do?',
        pt: 'Em que momentos você perde a noção do tempo porque está gostando do que faz?',
      },
      { en: 'What would you regret not trying in five years?', pt: 'O que você se arrependeria de não ter tentado daqui a cinco anos?' },
    ],
    steps: [
      {
        en: 'This week, spend one hour on a small experiment toward something you are curious about, and notice how it feels.',
        pt: 'Nesta semana, dedique uma hora a um pequeno experimento em direção a algo que te desperta curiosidade e observe como se sente.',
      },
      {
        en: 'Write a short letter from yourself one year from now describing an ordinary good day.',
        pt: 'Escreva uma carta curta de você daqui a um ano descrevendo um dia comum e bom.',
      },
    ],
  },
  lonely: {
    reflect: { en: 'you are feeling alone', pt: 'você está se sentindo sozinho' },
    questions: [
      {
        en: 'Who is one person you have lost touch with but would like to hear from?',
        pt: 'Quem é uma pessoa com quem você perdeu contato, mas de quem gostaria de ter notícias?',
      },
      {
        en: 'What kind of company would feel good right now: a long talk, or just being around people?',
        pt: 'Que tipo de companhia faria bem agora: uma conversa longa ou só estar perto de pessoas?',
      },
    ],
    steps: [
      {
        en: 'Send one short message today to someone you miss; it does not need a reason.',
        pt: 'Mande hoje uma mensagem curta para alguém de quem você sente falta; não precisa de motivo.',
      },
      {
        en: 'Look for one regular group activity near you (a class, a walk, volunteering) and go once.',
        pt: 'Procure uma atividade em grupo perto de você (uma aula, uma caminhada, voluntariado) e vá uma vez.',
      },
    ],
  },
};

const TEXT = {
  en: {
    opening: (reflection: string, quote: string) => `It sounds like ${reflection}. You wrote: “${quote}”.`,
    generic: (quote: string) => `Thank you for sharing this. You wrote: “${quote}”.`,
    genericQuestion: 'What would a good outcome look like for you, in one sentence?',
    genericStep: 'Write that sentence down today, and next to it one small thing you could do in the next 24 hours.',
    stepLabel: 'One step you could take',
    note: '(Offline coach: this reply follows a written guide, not an AI model.)',
  },
  pt: {
    opening: (reflection: string, quote: string) => `Parece que ${reflection}. Você escreveu: “${quote}”.`,
    generic: (quote: string) => `Obrigado por compartilhar isso. Você escreveu: “${quote}”.`,
    genericQuestion: 'Como seria um bom resultado para você, em uma frase?',
    genericStep: 'Escreva essa frase hoje e, ao lado, uma pequena coisa que você poderia fazer nas próximas 24 horas.',
    stepLabel: 'Um passo que você pode dar',
    note: '(Coach offline: esta resposta segue um guia escrito, não um modelo de IA.)',
  },
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function detectThemes(message: string): Theme[] {
  const folded = fold(message);
  const scored = (Object.keys(KEYWORDS) as Theme[])
    .map((theme) => ({ theme, hits: KEYWORDS[theme].filter((word) => folded.includes(word)).length }))
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  return scored.map((entry) => entry.theme);
}

function quoteOf(message: string): string {
  const first = message.trim().split(/(?<=[.!?])\s+|\n/)[0] ?? message.trim();
  return first.length > 90 ? `${first.slice(0, 87).replace(/\s+\S*$/, '')}…` : first;
}

export function offlineCoachReply({ message, locale }: CoachRequest): string {
  const text = TEXT[locale];
  const random = seededRandom(`coach|${message}`);
  const [theme] = detectThemes(message);
  const quote = quoteOf(message);
  if (!theme) return [text.generic(quote), text.genericQuestion, `${text.stepLabel}: ${text.genericStep}`, text.note].join('\n\n');
  const guide = GUIDE[theme];
  return [
    text.opening(guide.reflect[locale], quote),
    pick(random, guide.questions)[locale],
    `${text.stepLabel}: ${pick(random, guide.steps)[locale]}`,
    text.note,
  ].join('\n\n');
}
