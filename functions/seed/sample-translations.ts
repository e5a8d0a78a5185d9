/**
 * Sample articles that translate other sample articles (functions/seed/sample-articles.ts)
 * into the other language: original writing, each linked to its original by `traducao_de`.
 * Language-neutral fields (category, author, image, audio, video link, status, dates, product
 * links and prices) are the original's; the text, titles and product names are translated.
 */
import type { SampleTranslation } from './types.ts';

const AMAZON = 'https://www.amazon.com/dp/';
const TAG = '?tag=example-20';
const amazon = (asin: string) => `${AMAZON}${asin}${TAG}`;

export const sampleTranslations: SampleTranslation[] = [
  // ---------------------------------------------------------------- saude
  {
    titulo: 'Como Criar uma Rotina de Sono Que Dure de Verdade',
    slug: 'como-criar-uma-rotina-de-sono-que-dure-de-verdade',
    idioma: 'pt',
    traducao_de: 'how-to-build-a-sleep-routine-that-actually-sticks',
    meta_descricao:
      'Passos práticos para noites mais tranquilas: um horário fixo para acordar, uma hora de desaceleração e pequenas mudanças no quarto.',
    categoria: 'saude',
    autor: 'Marina Costa',
    imagem_destaque_url: '/sample/articles/how-to-build-a-sleep-routine-that-actually-sticks.webp',
    audio_url: '/sample/audio/how-to-build-a-sleep-routine-that-actually-sticks.wav',
    video_titulo: 'Uma rotina de 10 minutos para desacelerar',
    video_descricao:
      'Um passo a passo tranquilo da última hora antes de dormir: fechar o dia no papel, diminuir as luzes e fazer alguns alongamentos leves.',
    video_link_externo: 'https://youtu.be/q3Xb7LmN2pQ',
    status: 'publicado',
    destaque: true,
    published_days_ago: 2,
    related_products: [
      {
        nome: 'Despertador Simulador de Amanhecer',
        descricao: 'Clareia aos poucos antes da hora de acordar, com opção de som suave e uma luz quente para leitura.',
        preco: 49.99,
        url_afiliado: amazon('B0CSR41QWM'),
        imagem_url: '/sample/products/sunrise-alarm.webp',
      },
      {
        nome: 'Máscara de Dormir Anatômica',
        descricao: 'Máscara leve com concavidades para os olhos, que bloqueia a luz sem pressionar as pálpebras.',
        preco: 14.99,
        url_afiliado: amazon('B0BXM7TS2P'),
        imagem_url: '/sample/products/sleep-mask.webp',
      },
    ],
    conteudo_html: `<p>Quase todo conselho sobre sono parece simples até você tentar segui-lo numa terça-feira à noite, com a caixa de entrada lotada e o celular ao alcance da mão. A boa notícia é que uma rotina não precisa ser perfeita para funcionar. Ela precisa ser <strong>repetível</strong>. Os passos abaixo se concentram nos poucos hábitos que fazem mais diferença para a maioria das pessoas, e em torná-los fáceis o bastante para serem mantidos.</p>
<h2>Comece pela manhã, não pela noite</h2>
<p>Parece estar ao contrário, mas um horário fixo para acordar é a âncora de uma boa rotina de sono. O relógio biológico responde à regularidade e à luz, e é de manhã que você tem mais controle. Deitar sempre no mesmo horário é difícil quando as noites são imprevisíveis; já levantar no mesmo horário depende basicamente de programar o despertador e deixá-lo do outro lado do quarto.</p>
<ul>
<li>Escolha um horário para acordar que dê para manter durante a semana e no fim de semana, com no máximo uma hora de diferença.</li>
<li>Tome luz natural logo depois de acordar, nem que sejam dez minutos na varanda ou uma caminhada curta.</li>
<li>Se você percebe que a cafeína demora a passar, deixe o café para a primeira metade do dia.</li>
</ul>
<p>Depois de uma ou duas semanas com o despertador sempre no mesmo horário, muita gente percebe que o sono passa a chegar naturalmente numa hora mais regular.</p>
<h2>Crie uma hora de desaceleração</h2>
<p>A hora antes de dormir é uma transição, e transições funcionam melhor com um roteiro. Pense nela como três blocos curtos, e não como um longo ritual.</p>
<h3>Feche o dia</h3>
<p>Reserve cinco minutos para anotar as três tarefas principais de amanhã e tudo o que ainda estiver rondando a sua cabeça. Colocar as pendências no papel ajuda a parar de repassá-las na cama.</p>
<h3>Diminua as luzes e o ritmo</h3>
<p>Baixe as luzes, ative o modo de cor mais quente nas telas ou guarde-as de vez, e escolha algo sem pressão: um livro de papel, alongamento, um banho, música tranquila. O objetivo não é ser produtivo, e sim sinalizar que o dia está terminando.</p>
<h3>Os mesmos últimos passos toda noite</h3>
<p>Escove os dentes, deixe um copo de água ao lado da cama, apague a luz principal. Repetir sempre a mesma sequência final transforma esses gestos num sinal que o cérebro aprende a reconhecer.</p>
<h2>Faça o quarto trabalhar a seu favor</h2>
<p>Pequenas mudanças no quarto costumam ajudar mais do que aparelhos novos. O ideal é um ambiente <em>fresco, escuro e silencioso</em>. Cortinas blackout ou uma máscara confortável resolvem a luz; um ventilador ou um ruído branco simples disfarçam os barulhos irregulares. Se você costuma olhar as horas durante a noite, vire o relógio para o outro lado.</p>
<blockquote>Se você ficar acordado pelo que parece muito tempo, levante-se, faça algo calmo com pouca luz e volte para a cama quando sentir sono. A cama é para dormir, não para se preocupar.</blockquote>
<h2>Quando pedir ajuda</h2>
<p>Uma rotina ajuda nos problemas de sono do dia a dia, mas não é tratamento para tudo. Se você ronca alto, acorda sem fôlego, se sente exausto mesmo dormindo horas suficientes ou luta contra a insônia há meses, converse com um médico. Problemas de sono persistentes são comuns e merecem uma conversa séria.</p>
<p>Comece com uma única mudança nesta semana, provavelmente o horário de acordar, e só acrescente a próxima quando a primeira já estiver no automático. Progresso lento continua sendo progresso.</p>`,
  },
  {
    titulo: 'Um Guia Realista para Comer Mais Verduras e Legumes',
    slug: 'um-guia-realista-para-comer-mais-verduras-e-legumes',
    idioma: 'pt',
    traducao_de: 'a-realistic-guide-to-eating-more-vegetables',
    meta_descricao:
      'Sem mudar tudo: jeitos simples de incluir verduras e legumes nas refeições de sempre, deixá-los prontos para a semana e prepará-los com sabor.',
    categoria: 'saude',
    autor: 'Priya Nair',
    imagem_destaque_url: '/sample/articles/a-realistic-guide-to-eating-more-vegetables.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 37,
    related_products: [
      {
        nome: 'Centrífuga de Salada com Tampa de Pressão',
        descricao: 'Seca as folhas lavadas em segundos, para que fiquem crocantes na geladeira e segurem melhor o molho.',
        preco: 24.99,
        url_afiliado: amazon('B0D2SP9KLA'),
        imagem_url: '/sample/products/salad-spinner.webp',
      },
      {
        nome: 'Potes de Vidro para Marmita (Kit com 5)',
        descricao: 'Potes transparentes que vão ao forno, com tampa de travas, práticos para deixar os legumes picados à vista.',
        preco: 32.5,
        url_afiliado: amazon('B0C9GL5MPC'),
        imagem_url: '/sample/products/glass-containers.webp',
      },
    ],
    conteudo_html: `<p>Quase todo mundo concorda que comer mais verduras e legumes é uma boa ideia, e quase todo mundo já comprou um saco de espinafre que virou líquido, em silêncio, no fundo da geladeira. A distância entre a intenção e o hábito raramente é uma questão de força de vontade. É uma questão de praticidade, sabor e planejamento. Veja como encurtar essa distância sem virar a sua alimentação de cabeça para baixo.</p>
<h2>Acrescente antes de tirar</h2>
<p>Em vez de cortar alimentos de que você gosta, procure lugares para acrescentar vegetais às refeições que você já come. Essa abordagem parece generosa, e não restritiva, o que torna tudo mais fácil de manter.</p>
<ul>
<li>Misture um punhado de ervilha congelada ou de folhas picadas ao macarrão, à sopa ou ao arroz nos últimos minutos de cozimento.</li>
<li>Cubra a torrada ou os ovos com rodelas de tomate, pepino ou sobras de pimentão assado.</li>
<li>Acrescente cenoura ou abobrinha ralada a almôndegas, hambúrgueres ou panquecas.</li>
<li>Dobre a quantidade de legumes de qualquer receita e veja se alguém repara.</li>
</ul>
<h2>Torne os vegetais a escolha mais fácil</h2>
<h3>Prepare uma vez, coma a semana toda</h3>
<p>Lavar e picar é o maior obstáculo numa noite corrida. Reserve meia hora depois das compras para lavar a alface, cortar cenoura e pimentão em palitos e assar uma assadeira de algo mais robusto, como abóbora ou brócolis. Guarde tudo em potes transparentes na altura dos olhos, para que seja a primeira coisa que você vê ao abrir a geladeira.</p>
<h3>Use o congelador sem culpa</h3>
<p>Vegetais congelados costumam ser congelados logo depois da colheita, e não estragam esquecidos na gaveta. Tenha sempre alguns pacotes dos seus favoritos, como espinafre, vagem, milho e um mix para refogar. Eles são perfeitos para as noites em que os frescos já acabaram.</p>
<h2>Cozinhe pensando no sabor</h2>
<p>Muita gente acha que não gosta de legumes quando, na verdade, não gosta de legumes cozidos na água e sem tempero. Algumas técnicas mudam tudo:</p>
<ul>
<li><strong>Assar em forno bem quente</strong>, com azeite e sal, realça a doçura e deixa as bordas crocantes.</li>
<li><strong>Um toque ácido no final</strong>, como um pouco de limão espremido ou um fio de vinagre, dá vida a quase qualquer prato.</li>
<li><strong>Algo crocante ou cremoso</strong>, como sementes tostadas, queijo ralado ou uma colherada de molho de iogurte, faz o acompanhamento parecer completo.</li>
</ul>
<p>Experimente um preparo novo por semana, em vez de um vegetal novo. Couve-flor assada e couve-flor crua parecem alimentos diferentes.</p>
<h2>Seja honesto e flexível</h2>
<p>Uma meta realista é um progresso que você consegue enxergar: uma porção a mais por dia, ou vegetais em duas refeições em vez de uma. Se ajudar, acompanhe isso de forma descontraída por algumas semanas e depois deixe virar rotina. Se você tem alguma condição de saúde ou segue uma dieta indicada pelo médico, a orientação dele vem primeiro; estas ideias servem para se encaixar nela, não para substituí-la.</p>
<p>O melhor vegetal é aquele que você vai de fato comer. Comece por ele e deixe a lista crescer com o tempo.</p>`,
  },

  // ---------------------------------------------------------------- dinheiro
  {
    titulo: 'Como Começar uma Reserva de Emergência Ganhando Pouco',
    slug: 'como-comecar-uma-reserva-de-emergencia-ganhando-pouco',
    idioma: 'pt',
    traducao_de: 'how-to-start-an-emergency-fund-on-a-tight-budget',
    meta_descricao:
      'Monte um colchão financeiro mesmo com o dinheiro curto: uma primeira meta pequena, vazamentos esquecidos, transferência automática e regras claras.',
    categoria: 'dinheiro',
    autor: 'Daniel Reyes',
    imagem_destaque_url: '/sample/articles/how-to-start-an-emergency-fund-on-a-tight-budget.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 14,
    related_products: [
      {
        nome: 'Planner de Orçamento Mensal Sem Datas',
        descricao: 'Doze meses de páginas simples para gastos e poupança, que você pode começar em qualquer mês do ano.',
        preco: 18.99,
        url_afiliado: amazon('B0CBP6Q2ZD'),
        imagem_url: '/sample/products/budget-planner.webp',
      },
    ],
    conteudo_html: `<p>Uma reserva de emergência é um dinheiro separado para o imprevisto: o conserto do carro, a conta do veterinário, o intervalo entre um emprego e outro. Sem ela, uma despesa inesperada costuma ir parar no cartão de crédito e se arrastar por meses. Com ela, o susto vira um contratempo, e não uma crise. Se o seu orçamento já parece esticado ao limite, montar esse colchão pode soar impossível. Não é, desde que você comece pequeno e automatize o que puder.</p>
<h2>Defina uma primeira meta alcançável</h2>
<p>Você talvez já tenha ouvido que a reserva de emergência deve cobrir de três a seis meses de despesas. É um alvo sensato a longo prazo, mas pode parecer tão distante que acaba impedindo você de começar. Divida-o em etapas.</p>
<ul>
<li><strong>Etapa um:</strong> um colchão inicial, como US$ 500 ou o valor de uma conta inesperada típica.</li>
<li><strong>Etapa dois:</strong> um mês de despesas essenciais, como aluguel, contas da casa, alimentação e transporte.</li>
<li><strong>Etapa três:</strong> avance aos poucos rumo a vários meses, no ritmo que a sua situação permitir.</li>
</ul>
<p>Chegar rápido à primeira etapa dá confiança e prova que o sistema funciona.</p>
<h2>Encontre o dinheiro</h2>
<h3>Procure vazamentos, não sacrifícios</h3>
<p>Revise um mês de extratos do banco e do cartão e marque tudo o que você não escolheu conscientemente: assinaturas esquecidas, tarifas bancárias, taxas de entrega, serviços de streaming que se sobrepõem. Cancelar dois ou três desses itens pode liberar uma quantia considerável sem mudar o seu jeito de viver.</p>
<h3>Aproveite o dinheiro que entra de vez em quando</h3>
<p>Restituição do imposto de renda, bônus do trabalho, dinheiro recebido de presente e a venda de coisas que você não usa mais são depósitos naturais. Decida de antemão que uma parte fixa de qualquer dinheiro extra, talvez a metade, vai direto para a reserva.</p>
<h2>Torne a poupança automática</h2>
<p>Quem poupa com mais constância raramente depende de disciplina. Essas pessoas programam uma transferência para o dia do pagamento, antes que surja a chance de gastar o dinheiro. Mesmo um valor pequeno e recorrente se acumula ao longo de um ano, e você pode aumentá-lo sempre que a renda permitir.</p>
<p>Mantenha a reserva numa conta separada, de preferência uma que renda algum juro e não esteja ligada ao cartão de débito do dia a dia. A ideia é que o dinheiro seja fácil de acessar numa emergência de verdade, mas um pouco inconveniente para compras por impulso.</p>
<h2>Decida o que conta como emergência</h2>
<p>Escreva uma definição curta e guarde-a junto com o seu orçamento. Um bom teste é perguntar se a despesa é <em>necessária, urgente e inesperada</em>. Uma geladeira quebrada se encaixa; uma liquidação de feriado, geralmente não. Quando usar a reserva, que existe exatamente para isso, pause por um tempo as outras metas de poupança e reconstrua-a primeiro.</p>
<p>A vida financeira de cada pessoa é diferente. Se você está equilibrando dívidas com juros altos ou tem uma renda que oscila muito, um serviço gratuito de orientação financeira pode ajudar a decidir como dividir o dinheiro entre poupar e quitar saldos. O importante é começar, mesmo que com um valor pequeno nesta semana.</p>`,
  },

  // ---------------------------------------------------------------- relacionamentos
  {
    titulo: 'Como Manter as Amizades Quando a Vida Fica Corrida',
    slug: 'como-manter-as-amizades-quando-a-vida-fica-corrida',
    idioma: 'pt',
    traducao_de: 'keeping-friendships-alive-when-life-gets-busy',
    meta_descricao:
      'Amizades adultas não acabam com drama, elas se apagam aos poucos. Pequenos hábitos, encontros fixos e uma mensagem carinhosa mantêm todos perto.',
    categoria: 'relacionamentos',
    autor: 'Hannah Brooks',
    imagem_destaque_url: '/sample/articles/keeping-friendships-alive-when-life-gets-busy.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: true,
    published_days_ago: 11,
    related_products: [
      {
        nome: 'Jogo de Cartas de Conversa para Amigos',
        descricao: 'Um baralho de perguntas profundas e divertidas que transforma um jantar ou uma ligação longa num papo de verdade.',
        preco: 19.95,
        url_afiliado: amazon('B0BCQ3RT8N'),
        imagem_url: '/sample/products/conversation-cards.webp',
      },
    ],
    conteudo_html: `<p>Amizades adultas raramente terminam numa briga. Na maioria das vezes, elas vão se apagando em silêncio: um aniversário esquecido, algumas mensagens sem resposta, uma mudança de cidade, um bebê que chega, um emprego que exige demais. Os meses passam, e puxar conversa começa a parecer estranho. A boa notícia é que as amizades são surpreendentemente resistentes, e gestos pequenos e frequentes fazem a maior parte do trabalho.</p>
<h2>Facilite o contato</h2>
<p>Muita gente espera ter tempo para uma ligação longa ou um jantar caprichado, e esse tempo nunca chega. Contatos mais curtos e leves mantêm o vínculo aquecido nesse meio-tempo.</p>
<ul>
<li>Mande uma foto ou um link com uma única frase: "Isso me fez lembrar de você."</li>
<li>Grave um áudio enquanto caminha, em vez de esperar um horário livre para conversar ao vivo.</li>
<li>Responda às novidades de um amigo com uma pergunta sincera, e não só com um emoji.</li>
</ul>
<p>Nada disso leva mais de um minuto, mas tudo diz algo importante: você continua sendo importante para mim.</p>
<h2>Coloque a amizade na rotina</h2>
<h3>Encontros fixos</h3>
<p>Um combinado permanente elimina o esforço de marcar. Um café da manhã por mês, uma caminhada semanal ou uma chamada de vídeo no primeiro domingo de cada mês resistem às fases corridas muito melhor do que planos feitos do zero a cada vez.</p>
<h3>Junte encontros e tarefas</h3>
<p>Chame um amigo para ir à feira, para o passeio das crianças no parque ou para ajudar você a escolher a tinta da sala. O tempo juntos nem sempre precisa ser um evento.</p>
<h2>Reatar depois de um longo silêncio</h2>
<p>Quando uma amizade esfriou, a parte mais difícil é a primeira mensagem. Seja simples e carinhoso, sem longos pedidos de desculpa ou explicações. Algo como <em>"Tenho pensado em você e sinto falta das nossas conversas. Como andam as coisas?"</em> costuma bastar. A maioria das pessoas fica aliviada, e não ofendida, ao receber notícias de um velho amigo.</p>
<blockquote>Amizade não exige presença perfeita. Exige pessoas que continuam voltando.</blockquote>
<h2>Aceite que as amizades mudam</h2>
<p>Alguns amigos fazem parte do dia a dia; outros são pessoas que você vê duas vezes por ano e com quem retoma a conversa na mesma hora. Os dois tipos têm valor. Abandone a ideia de que uma amizade está fracassando só porque está diferente do que era dez anos atrás. Em vez disso, repare em como você se sente depois de passar um tempo com alguém, e invista mais nas relações que deixam os dois com a sensação de apoio.</p>
<p>Nesta semana, escolha duas pessoas de quem você sente falta e mande uma mensagem curta para cada uma. Leva cinco minutos e pode ser o começo de uma conversa que vai deixar os dois contentes.</p>`,
  },
];
