/**
 * Original phrase banks for the offline horoscope, in both languages. Entries at the same
 * index say the same thing, so a sign's reading on a given day matches across languages.
 */
import type { ZodiacSign } from '../provider.ts';

type Bilingual = { en: string; pt: string };

export const SIGN_NAMES: Record<ZodiacSign, Bilingual> = {
  aries: { en: 'Aries', pt: 'Áries' },
  taurus: { en: 'Taurus', pt: 'Touro' },
  gemini: { en: 'Gemini', pt: 'Gêmeos' },
  cancer: { en: 'Cancer', pt: 'Câncer' },
  leo: { en: 'Leo', pt: 'Leão' },
  virgo: { en: 'Virgo', pt: 'Virgem' },
  libra: { en: 'Libra', pt: 'Libra' },
  scorpio: { en: 'Scorpio', pt: 'Escorpião' },
  sagittarius: { en: 'Sagittarius', pt: 'Sagitário' },
  capricorn: { en: 'Capricorn', pt: 'Capricórnio' },
  aquarius: { en: 'Aquarius', pt: 'Aquário' },
  pisces: { en: 'Pisces', pt: 'Peixes' },
};

/** Month (1-12) and day each sign's season starts and ends. */
export const SIGN_SEASONS: Record<ZodiacSign, [[number, number], [number, number]]> = {
  aries: [
    [3, 21],
    [4, 19],
  ],
  taurus: [
    [4, 20],
    [5, 20],
  ],
  gemini: [
    [5, 21],
    [6, 20],
  ],
  cancer: [
    [6, 21],
    [7, 22],
  ],
  leo: [
    [7, 23],
    [8, 22],
  ],
  virgo: [
    [8, 23],
    [9, 22],
  ],
  libra: [
    [9, 23],
    [10, 22],
  ],
  scorpio: [
    [10, 23],
    [11, 21],
  ],
  sagittarius: [
    [11, 22],
    [12, 21],
  ],
  capricorn: [
    [12, 22],
    [1, 19],
  ],
  aquarius: [
    [1, 20],
    [2, 18],
  ],
  pisces: [
    [2, 19],
    [3, 20],
  ],
};

export const ELEMENT_OPENINGS: Record<'fire' | 'earth' | 'air' | 'water', Bilingual[]> = {
  fire: [
    {
      en: 'Your spark is easy to see today, and people around you notice it.',
      pt: 'Sua chama está fácil de ver hoje, e as pessoas ao seu redor percebem.',
    },
    { en: 'A restless energy asks to be pointed somewhere useful.', pt: 'Uma energia inquieta pede para ser direcionada a algo útil.' },
    { en: 'Courage comes more naturally than usual this morning.', pt: 'A coragem vem mais naturalmente que o normal nesta manhã.' },
  ],
  earth: [
    { en: 'A calm, practical mood settles over your day.', pt: 'Um clima calmo e prático se instala no seu dia.' },
    {
      en: 'Small, steady steps carry more weight than grand plans today.',
      pt: 'Passos pequenos e constantes pesam mais do que grandes planos hoje.',
    },
    {
      en: 'You are at your best when your hands are busy with something real.',
      pt: 'Você fica no seu melhor quando tem as mãos ocupadas com algo concreto.',
    },
  ],
  air: [
    {
      en: 'Ideas arrive quickly today; catch the good ones before they drift off.',
      pt: 'As ideias chegam rápido hoje; segure as boas antes que escapem.',
    },
    { en: 'Conversation is your strongest tool right now.', pt: 'A conversa é sua ferramenta mais forte neste momento.' },
    { en: 'A lighter, curious mood makes new connections easy.', pt: 'Um clima leve e curioso facilita novas conexões.' },
  ],
  water: [
    { en: 'Your intuition is quietly accurate today.', pt: 'Sua intuição está silenciosamente certeira hoje.' },
    {
      en: 'Feelings run deep, and that depth is a strength, not a burden.',
      pt: 'Os sentimentos estão profundos, e essa profundidade é uma força, não um peso.',
    },
    { en: 'You read the room well; trust what you sense.', pt: 'Você lê bem o ambiente; confie no que sente.' },
  ],
};

export const FOCUS: Bilingual[] = [
  {
    en: 'At work, a task you have been postponing turns out simpler than it looked.',
    pt: 'No trabalho, uma tarefa adiada se mostra mais simples do que parecia.',
  },
  {
    en: 'Money matters reward a second look at the small, recurring expenses.',
    pt: 'As finanças recompensam um segundo olhar para os pequenos gastos recorrentes.',
  },
  {
    en: 'A friend may reach out with news that deserves your full attention.',
    pt: 'Um amigo pode procurar você com notícias que merecem toda a sua atenção.',
  },
  {
    en: 'Your body will thank you for a real break and a glass of water.',
    pt: 'Seu corpo vai agradecer por uma pausa de verdade e um copo de água.',
  },
  {
    en: 'An honest talk at home clears the air faster than silence would.',
    pt: 'Uma conversa sincera em casa limpa o ar mais rápido que o silêncio.',
  },
  {
    en: 'Learning something new, even for fifteen minutes, lifts the whole day.',
    pt: 'Aprender algo novo, nem que seja por quinze minutos, eleva o dia inteiro.',
  },
  {
    en: 'A creative side project wants a little of your time again.',
    pt: 'Um projeto criativo paralelo quer de novo um pouco do seu tempo.',
  },
  {
    en: 'Tidying one corner of your space brings a surprising sense of control.',
    pt: 'Arrumar um canto do seu espaço traz uma sensação surpreendente de controle.',
  },
  {
    en: 'Someone older or more experienced has advice worth asking for.',
    pt: 'Alguém mais velho ou experiente tem um conselho que vale a pena pedir.',
  },
  {
    en: 'Plans with a partner go better when you say plainly what you need.',
    pt: 'Os planos a dois fluem melhor quando você diz claramente o que precisa.',
  },
  {
    en: 'A cooked meal shared with others turns an ordinary evening into a good one.',
    pt: 'Uma refeição feita em casa e compartilhada transforma uma noite comum em uma noite boa.',
  },
  { en: 'Your patience with a slow process is about to pay off.', pt: 'Sua paciência com um processo lento está prestes a dar resultado.' },
];

export const ADVICE: Bilingual[] = [
  { en: 'Write down the one thing that matters most and start there.', pt: 'Anote a única coisa que mais importa e comece por ela.' },
  { en: 'Say no to one request that does not fit your week.', pt: 'Diga não a um pedido que não cabe na sua semana.' },
  { en: 'Finish before you start something new.', pt: 'Termine antes de começar algo novo.' },
  { en: 'Take a short walk before any big decision.', pt: 'Faça uma caminhada curta antes de qualquer decisão importante.' },
  { en: 'Ask one more question before you assume.', pt: 'Faça mais uma pergunta antes de supor.' },
  { en: 'Give yourself an early night.', pt: 'Permita-se dormir mais cedo.' },
  { en: 'Send the message you have been drafting in your head.', pt: 'Envie a mensagem que você vem escrevendo na cabeça.' },
  { en: 'Keep your promises small and keep all of them.', pt: 'Faça promessas pequenas e cumpra todas.' },
  { en: 'Let someone help you; it strengthens the bond.', pt: 'Deixe alguém ajudar você; isso fortalece o laço.' },
  { en: 'Celebrate a small win out loud.', pt: 'Comemore em voz alta uma pequena vitória.' },
];

export const COLORS: Bilingual[] = [
  { en: 'Blue', pt: 'Azul' },
  { en: 'Green', pt: 'Verde' },
  { en: 'Gold', pt: 'Dourado' },
  { en: 'Coral', pt: 'Coral' },
  { en: 'Lavender', pt: 'Lavanda' },
  { en: 'Teal', pt: 'Azul-petróleo' },
  { en: 'Amber', pt: 'Âmbar' },
  { en: 'Silver', pt: 'Prata' },
  { en: 'Rose', pt: 'Rosa' },
  { en: 'Olive', pt: 'Verde-oliva' },
  { en: 'Burgundy', pt: 'Bordô' },
  { en: 'Turquoise', pt: 'Turquesa' },
];

export const MOODS: Bilingual[] = [
  { en: 'Optimistic', pt: 'Otimista' },
  { en: 'Focused', pt: 'Focado' },
  { en: 'Playful', pt: 'Brincalhão' },
  { en: 'Calm', pt: 'Calmo' },
  { en: 'Determined', pt: 'Determinado' },
  { en: 'Curious', pt: 'Curioso' },
  { en: 'Grateful', pt: 'Grato' },
  { en: 'Confident', pt: 'Confiante' },
  { en: 'Reflective', pt: 'Reflexivo' },
  { en: 'Energetic', pt: 'Energizado' },
];

/** Hours of the day (24 h clock) a lucky time can fall on. */
export const LUCKY_HOURS = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];

export const ELEMENT_OF: Record<ZodiacSign, 'fire' | 'earth' | 'air' | 'water'> = {
  aries: 'fire',
  leo: 'fire',
  sagittarius: 'fire',
  taurus: 'earth',
  virgo: 'earth',
  capricorn: 'earth',
  gemini: 'air',
  libra: 'air',
  aquarius: 'air',
  cancer: 'water',
  scorpio: 'water',
  pisces: 'water',
};
