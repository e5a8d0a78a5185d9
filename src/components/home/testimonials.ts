/**
 * Readers' words for the home page's testimonials wall (specification: name, profession,
 * location, text, rating 1 to 5), in both languages. Names and places stay as they are.
 */
import type { Locale } from '../../i18n/locales.ts';

export interface Testimonial {
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  location: string;
  profession: Record<Locale, string>;
  text: Record<Locale, string>;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Marisa Albuquerque',
    rating: 5,
    location: 'Recife, PE',
    profession: { en: 'Pediatric nurse', pt: 'Enfermeira pediátrica' },
    text: {
      en: 'The sleep routine guide finally stuck because it asked for one change a week, not ten on Monday. I now fall asleep before midnight most nights.',
      pt: 'O guia de rotina de sono finalmente funcionou porque pedia uma mudança por semana, não dez na segunda-feira. Hoje durmo antes da meia-noite quase sempre.',
    },
  },
  {
    name: 'Derek Holloway',
    rating: 5,
    location: 'Columbus, Ohio',
    profession: { en: 'Warehouse supervisor', pt: 'Supervisor de armazém' },
    text: {
      en: 'I started the emergency fund with $20 a paycheck, exactly as the article suggested. Eight months later a car repair did not turn into credit card debt.',
      pt: 'Comecei a reserva de emergência com 20 dólares por pagamento, como o artigo sugeria. Oito meses depois, um conserto do carro não virou dívida no cartão.',
    },
  },
  {
    name: 'Luíza Tavares',
    rating: 4,
    location: 'Curitiba, PR',
    profession: { en: 'Graphic designer', pt: 'Designer gráfica' },
    text: {
      en: 'The no-knead bread recipe is now our Sunday tradition. I knocked off a star only because my first loaf came out flat, and that was my oven’s fault.',
      pt: 'A receita de pão sem sova virou tradição de domingo aqui em casa. Tirei uma estrela só porque o primeiro pão saiu baixinho, e a culpa foi do meu forno.',
    },
  },
  {
    name: 'Samuel Okafor',
    rating: 5,
    location: 'Houston, Texas',
    profession: { en: 'High school teacher', pt: 'Professor do ensino médio' },
    text: {
      en: 'I share the career articles with my seniors. They are short, honest and free of hype, which is rare on the internet.',
      pt: 'Compartilho os artigos de carreira com meus alunos do último ano. São curtos, honestos e sem exageros, o que é raro na internet.',
    },
  },
  {
    name: 'Renata Figueiredo',
    rating: 5,
    location: 'Belo Horizonte, MG',
    profession: { en: 'Accountant', pt: 'Contadora' },
    text: {
      en: 'The five-step family budget is the first one my husband and I both kept for more than a month. It is simple enough to survive a busy week.',
      pt: 'O orçamento familiar em cinco passos é o primeiro que eu e meu marido mantivemos por mais de um mês. É simples o bastante para sobreviver a uma semana corrida.',
    },
  },
  {
    name: 'Grace Whitfield',
    rating: 4,
    location: 'Portland, Oregon',
    profession: { en: 'Retired librarian', pt: 'Bibliotecária aposentada' },
    text: {
      en: 'At 67 I set up a password manager on my own, following the plain-English guide step by step. My grandson was impressed.',
      pt: 'Aos 67 anos configurei um gerenciador de senhas sozinha, seguindo o guia passo a passo. Meu neto ficou impressionado.',
    },
  },
  {
    name: 'Thiago Nascimento',
    rating: 5,
    location: 'Salvador, BA',
    profession: { en: 'Delivery rider', pt: 'Entregador' },
    text: {
      en: 'I listen to the audio versions between deliveries. The side-income article helped me organize my hours instead of just working more of them.',
      pt: 'Ouço as versões em áudio entre uma entrega e outra. O artigo de renda extra me ajudou a organizar minhas horas em vez de só trabalhar mais.',
    },
  },
  {
    name: 'Priya Raman',
    rating: 5,
    location: 'Edison, New Jersey',
    profession: { en: 'Software tester', pt: 'Testadora de software' },
    text: {
      en: 'The weekend digital declutter gave me back my evenings. I turned off forty-one notifications and have not missed a single one.',
      pt: 'A faxina digital de fim de semana me devolveu as noites. Desliguei quarenta e uma notificações e não senti falta de nenhuma.',
    },
  },
  {
    name: 'Carlos Eduardo Lima',
    rating: 4,
    location: 'Porto Alegre, RS',
    profession: { en: 'Small business owner', pt: 'Pequeno empresário' },
    text: {
      en: 'The price comparison tips saved me from two “flash sales” that were more expensive than the regular price. Practical and to the point.',
      pt: 'As dicas de comparação de preços me livraram de duas “promoções relâmpago” mais caras que o preço normal. Prático e direto ao ponto.',
    },
  },
  {
    name: 'Hannah Brooks',
    rating: 5,
    location: 'Nashville, Tennessee',
    profession: { en: 'Physical therapy student', pt: 'Estudante de fisioterapia' },
    text: {
      en: 'Sheet-pan dinners got me through exam season. One pan, twenty-five minutes, and I actually ate vegetables.',
      pt: 'Os jantares de assadeira me salvaram na época de provas. Uma assadeira, vinte e cinco minutos, e eu realmente comi legumes.',
    },
  },
  {
    name: 'Ana Paula Rocha',
    rating: 5,
    location: 'Fortaleza, CE',
    profession: { en: 'Psychologist', pt: 'Psicóloga' },
    text: {
      en: 'I recommend the article on difficult conversations to couples I see. It is kind, clear and never blames either side.',
      pt: 'Recomendo o artigo sobre conversas difíceis aos casais que atendo. É gentil, claro e nunca culpa nenhum dos lados.',
    },
  },
  {
    name: 'Michael Chen',
    rating: 4,
    location: 'San Diego, California',
    profession: { en: 'Civil engineer', pt: 'Engenheiro civil' },
    text: {
      en: 'Backing up twelve years of family photos felt overwhelming until I read the three-copy rule explained this simply. Done in one afternoon.',
      pt: 'Fazer backup de doze anos de fotos da família parecia impossível até eu ler a regra das três cópias explicada de forma tão simples. Resolvi numa tarde.',
    },
  },
  {
    name: 'Joana Meireles',
    rating: 5,
    location: 'Florianópolis, SC',
    profession: { en: 'Yoga instructor', pt: 'Instrutora de ioga' },
    text: {
      en: 'The morning walk guide is the one I send to students who are starting from zero. No pressure, just a plan they can follow.',
      pt: 'O guia de caminhada matinal é o que envio para alunos que estão começando do zero. Sem pressão, só um plano que dá para seguir.',
    },
  },
  {
    name: 'Robert Alvarez',
    rating: 5,
    location: 'Phoenix, Arizona',
    profession: { en: 'Firefighter', pt: 'Bombeiro' },
    text: {
      en: 'Shift work wrecked my routines. The two-minute rule article helped me rebuild them one tiny habit at a time.',
      pt: 'O trabalho em turnos bagunçou minhas rotinas. O artigo da regra dos dois minutos me ajudou a reconstruí-las, um hábito pequeno de cada vez.',
    },
  },
  {
    name: 'Beatriz Santana',
    rating: 4,
    location: 'Campinas, SP',
    profession: { en: 'HR analyst', pt: 'Analista de RH' },
    text: {
      en: 'I went back to studying at 43 and the continuing education article made it feel possible. I would love more pieces like it.',
      pt: 'Voltei a estudar aos 43 e o artigo sobre educação continuada fez isso parecer possível. Adoraria ler mais textos assim.',
    },
  },
  {
    name: 'Olivia Martins',
    rating: 5,
    location: 'Newark, New Jersey',
    profession: { en: 'Bilingual paralegal', pt: 'Assistente jurídica bilíngue' },
    text: {
      en: 'I read in English and send the Portuguese version to my mother. Same care in both languages, and knowing half the commissions go to charity matters to us.',
      pt: 'Leio em inglês e mando a versão em português para minha mãe. O mesmo cuidado nos dois idiomas, e saber que metade das comissões vai para a caridade faz diferença para nós.',
    },
  },
];

/** The wall's columns: testimonials dealt out in turn, so each column mixes voices. */
export function testimonialColumns(testimonials: readonly Testimonial[], count: number): Testimonial[][] {
  const columns: Testimonial[][] = Array.from({ length: count }, () => []);
  testimonials.forEach((testimonial, index) => columns[index % count]!.push(testimonial));
  return columns;
}
