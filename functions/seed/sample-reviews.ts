/**
 * The shipped sample product reviews: five active, one inactive, each with a YouTube video.
 * Each is written in one language and shown in that locale (idioma); null would show it in both.
 */
import type { SampleReview } from './types.ts';

export const sampleReviews: SampleReview[] = [
  {
    titulo: 'Electric Gooseneck Kettle: Precise Pours for Tea and Coffee',
    descricao:
      'We used this kettle every morning for pour-over coffee and green tea. The temperature presets make it easy to avoid scalding delicate leaves, and the slim spout gives a slow, steady pour. The hold-temperature mode switches off after a while, which we found sensible rather than annoying.',
    link_produto: 'https://www.amazon.com/dp/B0CGK1T3EV?tag=example-20',
    texto_botao: 'Ver Produto',
    video_link_externo: 'https://www.youtube.com/watch?v=Kt8wQ2nB5xA',
    ordem: 0,
    idioma: 'en',
    ativo: true,
  },
  {
    titulo: 'Panela de Pressão Elétrica: Vale a Pena na Cozinha do Dia a Dia?',
    descricao:
      'Testamos a panela com feijão, arroz, caldos e carnes de cozimento longo durante um mês. A tampa com trava e a liberação de pressão pelo botão passam segurança, e os programas prontos ajudam quem está começando. O cesto interno antiaderente é fácil de lavar, mas pede utensílios de silicone ou madeira.',
    link_produto: 'https://www.amazon.com/dp/B0CPP6E2LN?tag=example-20',
    texto_botao: 'Ver Produto',
    video_link_externo: 'https://www.youtube.com/watch?v=Pp3eL7rV0dS',
    ordem: 1,
    idioma: 'pt',
    ativo: true,
  },
  {
    titulo: 'Noise-Cancelling Headphones After Three Months of Commuting',
    descricao:
      'On buses, trains and one long flight, the noise cancelling softened engine rumble and chatter without a strong sense of pressure. Battery life comfortably covered a week of commutes between charges. The ear cushions get warm in summer, so they suit cooler days and offices best.',
    link_produto: 'https://www.amazon.com/dp/B0BNC4H8PD?tag=example-20',
    texto_botao: 'Check price',
    video_link_externo: 'https://youtu.be/Nc5hM1zT8uY',
    ordem: 2,
    idioma: 'en',
    ativo: true,
  },
  {
    titulo: 'Sunrise Alarm Clock: Waking Up With Light Instead of a Jolt',
    descricao:
      'The lamp brightens over thirty minutes before the alarm, and on dark winter mornings getting up felt noticeably less abrupt for our tester. The sound options are gentle, and a dimmable warm light doubles as a bedside reading lamp. It will not fix a short night, but it makes a consistent wake time more pleasant.',
    link_produto: 'https://www.amazon.com/dp/B0CSR41QWM?tag=example-20',
    texto_botao: 'Ver Produto',
    video_link_externo: 'https://www.youtube.com/watch?v=Sr2aW9kD4fJ',
    ordem: 3,
    idioma: 'en',
    ativo: true,
  },
  {
    titulo: 'Portable SSD 1TB: Fast Backups That Fit in a Pocket',
    descricao:
      'Copying a full year of phone photos took minutes rather than the better part of an hour on an old hard drive. The rubberised shell survived a few drops onto a wooden floor. We are waiting on a newer model before recommending it again, so this review is currently hidden.',
    link_produto: 'https://www.amazon.com/dp/B0C1SSD7XK?tag=example-20',
    texto_botao: 'Ver Produto',
    video_link_externo: 'https://www.youtube.com/watch?v=Ds7gB3cX6mQ',
    ordem: 4,
    idioma: 'en',
    ativo: false,
  },
  {
    titulo: 'Liquidificador Portátil: Vitaminas Fora de Casa Sem Complicação',
    descricao:
      'Levamos o copo recarregável para o trabalho e para a academia durante três semanas. Ele tritura frutas macias e aveia sem esforço, mas gelo e castanhas pedem paciência e um pouco mais de líquido. A bateria durou cerca de doze vitaminas por carga, e o copo sai inteiro para lavar.',
    link_produto: 'https://www.amazon.com/dp/B0CLQ8PB4V?tag=example-20',
    texto_botao: 'Ver Produto',
    video_link_externo: 'https://www.youtube.com/watch?v=Lq4vT8mB2rK',
    ordem: 5,
    idioma: 'pt',
    ativo: true,
  },
];
