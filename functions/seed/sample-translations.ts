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

  // ---------------------------------------------------------------- tecnologia
  {
    titulo: 'Gerenciadores de Senhas: Um Guia Sem Complicação',
    slug: 'gerenciadores-de-senhas-um-guia-sem-complicacao',
    idioma: 'pt',
    traducao_de: 'password-managers-a-plain-english-setup-guide',
    meta_descricao:
      'Por que repetir senhas é o verdadeiro risco, o que observar num gerenciador de senhas e um jeito tranquilo de migrar suas contas passo a passo.',
    categoria: 'tecnologia',
    autor: 'Daniel Reyes',
    imagem_destaque_url: '/sample/articles/password-managers-a-plain-english-setup-guide.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: true,
    published_days_ago: 20,
    related_products: [
      {
        nome: 'Chave de Segurança Física (USB-C + NFC)',
        descricao: 'Uma pequena chave física para login em dois fatores, compatível com celulares e notebooks.',
        preco: 29.0,
        url_afiliado: amazon('B0CHK2V9ST'),
        imagem_url: '/sample/products/security-key.webp',
      },
    ],
    conteudo_html: `<p>Se você usa a mesma senha em mais de um site, ou guarda uma lista de logins num aplicativo de notas, um gerenciador de senhas é uma das melhorias mais úteis que você pode fazer na sua vida digital. Ele guarda senhas fortes e exclusivas para cada conta, e você só precisa lembrar de uma. A configuração leva uma tarde, e dá para distribuir o trabalho ao longo de algumas semanas.</p>
<h2>Por que repetir senhas é o verdadeiro risco</h2>
<p>De tempos em tempos, sites sofrem vazamentos, e os pares de e-mail e senha expostos costumam ser testados automaticamente em outros serviços populares. Se cada site tem a sua própria senha, um vazamento numa empresa continua sendo um problema só daquela empresa. O gerenciador de senhas torna isso viável na prática, porque você nunca precisa digitar nem memorizar essas senhas.</p>
<h2>Como escolher um gerenciador de senhas</h2>
<p>As opções mais confiáveis cumprem bem o básico. Na hora de comparar, observe:</p>
<ul>
<li>Aplicativos para todos os aparelhos que você usa, além de extensões para o navegador.</li>
<li>Criptografia de ponta a ponta, para que a empresa não consiga ler o seu cofre.</li>
<li>Suporte a autenticação em dois fatores e, de preferência, a chaves de acesso (passkeys).</li>
<li>Uma forma de compartilhar alguns logins com o parceiro ou com alguém da família.</li>
<li>Uma opção fácil de exportação, para você nunca ficar preso a um serviço.</li>
</ul>
<p>O gerenciador que já vem no celular ou no navegador é um bom ponto de partida se você usa um único ecossistema. Um aplicativo dedicado é mais flexível se você mistura aparelhos de marcas diferentes.</p>
<h2>Configurando passo a passo</h2>
<h3>1. Crie uma senha mestra forte</h3>
<p>Use uma frase-senha com quatro ou cinco palavras aleatórias e sem relação entre si. Ela é longa, mais fácil de lembrar do que uma mistura de símbolos e difícil de adivinhar. Anote-a e guarde o papel num lugar seguro em casa até decorá-la.</p>
<h3>2. Ative a autenticação em dois fatores</h3>
<p>Proteja o próprio cofre com um segundo fator, como um aplicativo autenticador ou uma <strong>chave de segurança física</strong>. Guarde os códigos de recuperação fora do computador.</p>
<h3>3. Comece pelas contas mais importantes</h3>
<p>Troque primeiro as senhas do e-mail, do banco e da operadora de celular, deixando o gerenciador gerar senhas novas. O e-mail é o mais importante, porque com ele é possível redefinir quase todo o resto.</p>
<h3>4. Atualize as demais aos poucos</h3>
<p>Cada vez que entrar em algum site, deixe o gerenciador salvar o login e substituir senhas fracas ou repetidas. Em um mês, a maior parte das suas contas estará coberta, sem nenhuma maratona.</p>
<h2>Prepare-se para o inesperado</h2>
<p>Pense no que acontece se você perder o celular ou ficar indisponível. Muitos gerenciadores oferecem um recurso de acesso de emergência para uma pessoa de confiança. Guarde uma cópia impressa dos seus dados de recuperação junto com os outros documentos importantes.</p>
<blockquote>A melhor configuração de segurança é aquela que você continua usando. Escolha uma ferramenta que seja prática, e ela vai proteger você em silêncio todos os dias.</blockquote>`,
  },
  {
    titulo: 'Menos Notificações: Uma Faxina Digital de Fim de Semana',
    slug: 'menos-notificacoes-uma-faxina-digital-de-fim-de-semana',
    idioma: 'pt',
    traducao_de: 'taming-notifications-a-weekend-digital-declutter',
    meta_descricao:
      'Um plano de dois dias para calar o excesso de notificações: revise cada app, corte o ruído na origem e crie modos de foco para ser encontrado quando quiser.',
    categoria: 'tecnologia',
    autor: 'Marina Costa',
    imagem_destaque_url: '/sample/articles/taming-notifications-a-weekend-digital-declutter.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 104,
    related_products: [
      {
        nome: 'Despertador Analógico Simples',
        descricao: 'Um relógio de cabeceira silencioso, sem tique-taque, para o celular poder dormir em outro cômodo.',
        preco: 16.99,
        url_afiliado: amazon('B0AAC3L8PQ'),
        imagem_url: '/sample/products/missing.webp',
      },
    ],
    conteudo_html: `<p>Cada notificação é um pequeno pedido de atenção. Algumas são importantes; muitas são mensagens de marketing, contadores e lembretes de aplicativos que você abriu uma única vez. Ao longo do dia, elas se acumulam, quebram a concentração e fazem o celular parecer urgente mesmo quando nada é. Um fim de semana dedicado basta para reorganizar tudo e manter só os alertas que realmente ajudam.</p>
<h2>Sábado de manhã: faça o inventário</h2>
<p>Abra as configurações de notificação do celular e percorra a lista de aplicativos. Para cada um, faça uma pergunta simples: <em>alguma pessoa ou algum compromisso com hora marcada precisa de mim aqui?</em> Depois, separe os aplicativos em três grupos.</p>
<ul>
<li><strong>Manter:</strong> ligações, mensagens de pessoas, lembretes da agenda, alertas de segurança do banco, entregas que você está esperando.</li>
<li><strong>Silenciar:</strong> aplicativos que você quer consultar no seu próprio ritmo, como e-mail, notícias e redes sociais. Deixe que apareçam na central de notificações, mas sem som nem banner.</li>
<li><strong>Desligar:</strong> jogos, aplicativos de compras, promoções e tudo o que você nem lembra de ter instalado.</li>
</ul>
<h2>Sábado à tarde: corte o ruído na origem</h2>
<h3>Cancele a inscrição em listas de e-mail</h3>
<p>Reserve vinte minutos para cancelar newsletters e e-mails de lojas que você nunca lê. Menos e-mails significam menos alertas e uma caixa de entrada mais tranquila.</p>
<h3>Apague os aplicativos que você não usa</h3>
<p>Se você não abre um aplicativo há três meses, desinstale. Sempre dá para instalar de novo depois.</p>
<h3>Silencie os grupos mais agitados</h3>
<p>A maioria dos aplicativos de mensagem permite silenciar um grupo e continuar recebendo aviso quando alguém menciona você diretamente. É um meio-termo educado.</p>
<h2>Domingo: monte os seus modos de foco</h2>
<p>Os celulares atuais permitem criar perfis de foco ou de "não perturbe" que filtram as notificações por horário ou atividade. Configure dois ou três:</p>
<ul>
<li><strong>Trabalho:</strong> só colegas, agenda e aplicativos essenciais.</li>
<li><strong>Noite:</strong> apenas família e amigos próximos, a partir de uma hora antes de dormir.</li>
<li><strong>Sono:</strong> silêncio total, exceto favoritos e ligações repetidas, para emergências de verdade.</li>
</ul>
<p>Programe-os para ligar automaticamente, assim você não precisa se lembrar.</p>
<blockquote>O objetivo não é ficar inalcançável. É ser encontrado quando você escolher.</blockquote>
<h2>Mantenha a casa em ordem</h2>
<p>Aplicativos novos vão pedir permissão para enviar notificações assim que forem abertos. Crie o hábito de dizer não por padrão e só ativar os alertas depois, se sentir falta deles. Passadas algumas semanas, verifique se alguma mensagem importante escapou e faça ajustes. A maioria das pessoas percebe que passa a olhar o celular com menos frequência e, mesmo assim, se sente mais bem informada.</p>`,
  },

  // ---------------------------------------------------------------- desenvolvimento
  {
    titulo: 'A Regra dos Dois Minutos e Outros Hábitos Que Se Somam',
    slug: 'a-regra-dos-dois-minutos-e-outros-habitos-que-se-somam',
    idioma: 'pt',
    traducao_de: 'the-two-minute-rule-and-other-small-habits-that-compound',
    meta_descricao:
      'Use a regra dos dois minutos para tarefas e hábitos novos e some a ela uma arrumação noturna, um bloco de foco e uma revisão semanal que se reforçam.',
    categoria: 'desenvolvimento',
    autor: 'Daniel Reyes',
    imagem_destaque_url: '/sample/articles/the-two-minute-rule-and-other-small-habits-that-compound.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 29,
    related_products: [],
    conteudo_html: `<p>Grandes mudanças são empolgantes de planejar e difíceis de manter. Pequenos hábitos são o oposto: quase entediantes no começo, mas poderosos ao longo dos meses, porque um se apoia no outro. A regra dos dois minutos é uma forma simples de colocá-los em movimento, e funciona bem junto com algumas outras pequenas práticas.</p>
<h2>A regra dos dois minutos, de dois jeitos</h2>
<p>A expressão é usada em dois sentidos parecidos, e os dois são úteis.</p>
<h3>Para tarefas</h3>
<p>Se algo leva menos de dois minutos, como responder a uma mensagem rápida, colocar um prato na lava-louças ou arquivar um recibo, faça agora em vez de anotar numa lista. Controlar tarefas minúsculas muitas vezes dá mais trabalho do que executá-las.</p>
<h3>Para hábitos novos</h3>
<p>Ao começar um hábito, reduza-o até que a primeira versão leve dois minutos ou menos. "Ler mais" vira "ler uma página". "Fazer exercício" vira "vestir a roupa de treino". A questão não é que dois minutos bastem para sempre, e sim que <strong>aparecer</strong> é o primeiro hábito que você está construindo. Depois que ele fica automático, ampliar é muito mais fácil.</p>
<h2>Outros pequenos hábitos que se somam</h2>
<ul>
<li><strong>A arrumação da noite:</strong> dez minutos para liberar a bancada da cozinha, conferir a agenda de amanhã e separar o que vai precisar. As manhãs começam mais calmas.</li>
<li><strong>Um bloco de foco:</strong> proteja um único período de 45 minutos em cada dia de trabalho para a sua tarefa mais importante, com as notificações desligadas.</li>
<li><strong>A revisão semanal:</strong> na sexta ou no domingo, veja o que funcionou, o que ficou para trás e o que importa na semana seguinte.</li>
<li><strong>Empilhamento de hábitos:</strong> prenda uma ação nova a uma que já existe, como alongar logo depois de escovar os dentes.</li>
</ul>
<h2>Deixe o progresso visível</h2>
<p>Um calendário de papel simples, em que você marca cada dia em que cumpriu o hábito, pode ser surpreendentemente motivador. Ver a corrente de marcações crescer dá vontade de não quebrá-la. Se falhar um dia, tente apenas não falhar dois seguidos; um deslize é normal, mas uma sequência de deslizes é o sinal de que algo precisa de ajuste.</p>
<blockquote>Você não precisa de mais motivação para começar. Precisa de um primeiro passo tão pequeno que a motivação nem seja necessária.</blockquote>
<h2>Quando os pequenos hábitos empacam</h2>
<p>Se um hábito vive escapando, o problema costuma estar no desenho, não no caráter. Pergunte-se se ele é grande demais, se está num horário ruim ou se falta um gatilho claro. Ajuste uma coisa e tente de novo por uma semana. Mantenha uma lista curta dos hábitos em que está trabalhando, com no máximo dois ou três ao mesmo tempo, para que cada um receba atenção de verdade.</p>
<p>Daqui a um ano, os hábitos que você começar nesta semana vão parecer parte de quem você é. Esse é o poder silencioso de começar pequeno.</p>`,
  },
  {
    titulo: 'Como Escrever um Diário Quando Falta Assunto',
    slug: 'como-escrever-um-diario-quando-falta-assunto',
    idioma: 'pt',
    traducao_de: 'how-to-journal-when-you-dont-know-what-to-write',
    meta_descricao:
      'Vença a página em branco com perguntas fáceis para a manhã e a noite, formatos simples como três linhas por dia e uma rotina que faz o diário pegar.',
    categoria: 'desenvolvimento',
    autor: 'Marina Costa',
    imagem_destaque_url: '/sample/articles/how-to-journal-when-you-dont-know-what-to-write.webp',
    audio_url: '/sample/audio/how-to-journal-when-you-dont-know-what-to-write.wav',
    video_titulo: 'Diário em cinco minutos, do começo ao fim',
    video_descricao:
      'Uma sessão de escrita em tempo real a partir de uma pergunta para a noite, mostrando como é pouco o que você precisa escrever para valer a pena.',
    video_link_externo: 'https://vimeo.com/482915736',
    status: 'publicado',
    destaque: true,
    published_days_ago: 0,
    related_products: [
      {
        nome: 'Caderno Pontilhado A5',
        descricao: 'Papel grosso, que aceita bem a tinta, com um pontilhado discreto que serve para listas, anotações e escrita livre.',
        preco: 21.0,
        url_afiliado: amazon('B0CDJ8W1NB'),
        imagem_url: '/sample/products/dotted-journal.webp',
      },
      {
        nome: 'Canetas Gel de Ponta Fina (Kit com 12)',
        descricao: 'Canetas macias e de secagem rápida, em cores suaves, para a escrita do dia a dia.',
        preco: null,
        url_afiliado: amazon('B0BGP4E6RZ'),
        imagem_url: '/sample/products/gel-pens.webp',
      },
    ],
    conteudo_html: `<p>Escrever um diário é muitas vezes recomendado como forma de pensar com mais clareza e se sentir mais calmo, mas a página em branco pode intimidar. Você se senta, abre o caderno e se pergunta o que vale a pena escrever. O segredo é que um diário não precisa ser profundo. Só precisa ser sincero e regular.</p>
<h2>Esqueça a ideia de um diário perfeito</h2>
<p>Ninguém vai dar nota para o que você escreve. Ortografia, caligrafia e estrutura não importam. Em alguns dias você vai escrever uma página; em outros, uma única linha. As duas coisas contam. Dê a si mesmo permissão para ser chato, repetitivo e inacabado, porque é assim que o pensamento de verdade aparece no papel.</p>
<h2>Perguntas para quando a cabeça dá branco</h2>
<p>Mantenha uma lista curta de perguntas na primeira página do caderno e escolha uma sempre que travar.</p>
<h3>Para a manhã</h3>
<ul>
<li>O que faria o dia de hoje ser bom, mesmo que só uma coisa dê certo?</li>
<li>O que me dá um pouco de receio hoje, e qual é um pequeno passo para facilitar?</li>
<li>Como eu dormi, e como o meu corpo está agora?</li>
</ul>
<h3>Para a noite</h3>
<ul>
<li>Qual foi uma coisa que deu certo hoje, e por quê?</li>
<li>O que drenou a minha energia, e o que me deu energia?</li>
<li>O que eu quero lembrar sobre o dia de hoje daqui a um ano?</li>
</ul>
<h2>Experimente alguns formatos simples</h2>
<p>Se as perguntas não atraem você, um formato pode dar a estrutura na medida certa:</p>
<ul>
<li><strong>Três linhas por dia:</strong> uma para o que aconteceu, uma para como você se sentiu e uma para o que aprendeu.</li>
<li><strong>Descarrego mental:</strong> programe um timer de cinco minutos e escreva sem parar. Pare quando o tempo acabar.</li>
<li><strong>Listas:</strong> livros que você quer ler, coisas que fizeram você rir nesta semana, perguntas que despertam a sua curiosidade.</li>
<li><strong>Cartas:</strong> escreva para o seu eu do futuro, ou para alguém a quem você nunca vai enviá-la.</li>
</ul>
<blockquote>Um diário é um lugar para perceber a própria vida enquanto você a vive.</blockquote>
<h2>Transforme em hábito</h2>
<p>Associe o diário a algo que você já faz, como o primeiro café do dia ou o momento em que se deita. Deixe o caderno e uma caneta gostosa de usar nesse lugar. Curto e constante é melhor do que longo e esporádico, então comece com cinco minutos.</p>
<p>Mais ou menos uma vez por mês, releia algumas páginas. É comum perceber padrões: a mesma preocupação aparecendo todo domingo à noite, ou os tipos de dia que quase sempre deixam você feliz. É nesses padrões que o diário se torna realmente útil, porque eles mostram o que mudar e o que preservar.</p>`,
  },

  // ---------------------------------------------------------------- consumo
  {
    titulo: 'Como Ler Avaliações de Produtos com Olhar Crítico',
    slug: 'como-ler-avaliacoes-de-produtos-com-olhar-critico',
    idioma: 'pt',
    traducao_de: 'reading-product-reviews-like-a-skeptic',
    meta_descricao:
      'A média de estrelas esconde muita coisa. Saiba em quais avaliações confiar, os sinais de notas infladas e um checklist curto para usar antes de comprar.',
    categoria: 'consumo',
    autor: 'Hannah Brooks',
    imagem_destaque_url: '/sample/articles/reading-product-reviews-like-a-skeptic.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 44,
    related_products: [],
    conteudo_html: `<p>As avaliações online estão entre as ferramentas mais úteis de quem compra, e também entre as mais fáceis de interpretar mal. Um produto com milhares de notas cinco estrelas ainda pode ser errado para você, e meia dúzia de avaliações furiosas nem sempre significa que o produto é ruim. Ler avaliações direito tem menos a ver com a média de estrelas e mais com saber onde olhar.</p>
<h2>Comece pelo meio</h2>
<p>As avaliações de cinco estrelas costumam ser curtas e empolgadas; as de uma estrela às vezes falam de um problema na entrega ou de um defeito isolado. As <strong>avaliações de três e quatro estrelas</strong> muitas vezes são as mais equilibradas, porque quem as escreveu gostou do produto o bastante para ficar com ele, mas se deu ao trabalho de explicar os seus limites.</p>
<h2>Sinais que merecem confiança</h2>
<ul>
<li>Avaliações com detalhes específicos, como o desempenho do produto depois de semanas ou meses de uso.</li>
<li>Fotos ou vídeos de compradores mostrando o item numa casa de verdade.</li>
<li>Comentários que comparam o produto com algo parecido que a pessoa tinha antes.</li>
<li>Avaliadores numa situação parecida com a sua, por exemplo com uma cozinha pequena ou um longo trajeto até o trabalho.</li>
</ul>
<h2>Sinais de alerta</h2>
<h3>Bom demais, rápido demais</h3>
<p>Uma enxurrada repentina de avaliações elogiosas num curto período, ainda mais com palavras parecidas, pode indicar avaliações incentivadas ou recompensadas. Ordene pelas mais recentes e observe as datas.</p>
<h3>Avaliações de outro produto</h3>
<p>Alguns anúncios juntam avaliações de várias versões, cores ou até de itens sem relação. Se os avaliadores mencionam recursos que o produto não tem, a nota pode não refletir o que você está comprando.</p>
<h3>Elogios vagos</h3>
<p>"Ótimo produto, entrega rápida, recomendo" não diz quase nada. Dê mais peso às avaliações que explicam o porquê.</p>
<h2>Combine fontes</h2>
<p>Não confie num único anúncio. Procure análises independentes e testes de longo prazo, assista a um vídeo que mostre o produto em uso e confira a garantia do fabricante e a política de devolução. Lembre-se de que muitas publicações, inclusive esta, podem receber uma comissão quando você compra pelos links delas. Um avaliador confiável deixa isso claro e, mesmo assim, aponta os pontos fracos.</p>
<blockquote>O objetivo não é encontrar o produto perfeito. É encontrar as concessões certas para você.</blockquote>
<h2>Decida com um checklist curto</h2>
<p>Antes de clicar em comprar, responda a três perguntas: que problema eu estou resolvendo? Quais são os dois ou três recursos que realmente importam para isso? Qual é o prazo de devolução se não der certo? Se as avaliações em que você confia batem com essas respostas, dá para comprar com segurança. Se não batem, esperar um pouco mais costuma ser a escolha mais barata.</p>`,
  },

  // ---------------------------------------------------------------- educacao
  {
    titulo: 'Como Escrever um Currículo Que Seja Lido',
    slug: 'como-escrever-um-curriculo-que-seja-lido',
    idioma: 'pt',
    traducao_de: 'how-to-write-a-resume-that-gets-read',
    meta_descricao:
      'Adapte o currículo a cada vaga, use um layout que se lê em segundos e escreva tópicos que mostram resultados em vez de listar tarefas.',
    categoria: 'educacao',
    autor: 'Daniel Reyes',
    imagem_destaque_url: '/sample/articles/how-to-write-a-resume-that-gets-read.webp',
    audio_url: null,
    video_titulo: 'Reescrevendo três tópicos de currículo',
    video_descricao:
      'Edições de antes e depois em tópicos inspirados em currículos reais, que transformam listas de tarefas em conquistas claras e específicas.',
    video_link_externo: 'https://www.youtube.com/watch?v=R7tK2mVx9Lc',
    status: 'publicado',
    destaque: false,
    published_days_ago: 17,
    related_products: [
      {
        nome: 'Webcam HD com Tampa de Privacidade',
        descricao:
          'Imagem mais nítida do que a da maioria das câmeras de notebook para entrevistas por vídeo, com tampa deslizante na lente.',
        preco: 59.99,
        url_afiliado: amazon('B0CWB2H7JM'),
        imagem_url: '/sample/products/webcam.webp',
      },
      {
        nome: 'Luminária de Mesa LED',
        descricao: 'Luz ajustável em brilho e temperatura de cor, boa para estudar e para chamadas de vídeo.',
        preco: 34.9,
        url_afiliado: amazon('B0BLM9D3SK'),
        imagem_url: '/sample/products/desk-lamp.webp',
      },
    ],
    conteudo_html: `<p>Recrutadores e gestores costumam ter uma pilha enorme de candidaturas e pouco tempo para cada uma. O currículo que é lido não é o de design mais sofisticado; é aquele que deixa a sua experiência relevante evidente em poucos segundos. Veja como montar um que faça exatamente isso.</p>
<h2>Comece pela vaga, não pela sua história</h2>
<p>Antes de mexer numa única linha, leia a descrição da vaga com atenção e destaque as competências, ferramentas e resultados que aparecem mais de uma vez. É isso que o seu currículo precisa mostrar com clareza. Adaptar o currículo para cada vaga dá mais trabalho, mas costuma funcionar muito melhor do que mandar a mesma versão genérica para todo lado.</p>
<h2>Uma estrutura fácil de escanear</h2>
<ul>
<li><strong>Cabeçalho:</strong> nome, cidade, telefone, e-mail profissional e um link para o seu portfólio ou perfil profissional, se fizer sentido.</li>
<li><strong>Resumo:</strong> duas ou três linhas sobre quem você é profissionalmente e o que está buscando.</li>
<li><strong>Experiência:</strong> da mais recente para a mais antiga, com cargo, empresa, período e alguns tópicos.</li>
<li><strong>Competências:</strong> as ferramentas e habilidades específicas que a vaga pede.</li>
<li><strong>Formação e certificações:</strong> curtas e objetivas.</li>
</ul>
<p>Use um layout limpo, com títulos claros e bastante espaço em branco. Muitas empresas usam sistemas de triagem de candidatos, que podem se atrapalhar com tabelas, caixas de texto e gráficos, então a formatação simples é a escolha mais segura.</p>
<h2>Escreva tópicos que mostrem resultados</h2>
<h3>Ação, tarefa, resultado</h3>
<p>Cada tópico deve começar com um verbo forte e, sempre que possível, terminar com um resultado. Compare "Responsável pela newsletter" com "Relancei a newsletter mensal e aumentei em um terço o número de assinantes em seis meses." A segunda frase diz a quem lê o que você de fato conquistou.</p>
<h3>Números ajudam, quando usados com honestidade</h3>
<p>Dados como orçamentos geridos, clientes atendidos ou tempo economizado tornam as conquistas concretas. Use números reais que você consiga explicar numa entrevista; estimativas são aceitáveis se você as apresentar como aproximadas.</p>
<h2>Erros comuns a evitar</h2>
<ul>
<li>Listar tarefas em vez de conquistas.</li>
<li>Passar de duas páginas, a não ser que a sua área espere isso.</li>
<li>Incluir foto, idade ou estado civil quando o costume local não pede.</li>
<li>Erros de digitação. Leia em voz alta e depois peça a um amigo que leia também.</li>
</ul>
<blockquote>O seu currículo tem uma única função: conseguir uma conversa para você. Ele não precisa contar a sua história inteira.</blockquote>
<p>Salve a versão final em PDF, com um nome de arquivo claro, como o seu nome e o cargo. Mantenha um documento-mestre com todas as conquistas de que você se lembrar e copie as mais relevantes para cada versão adaptada. Atualizar essa lista a cada poucos meses também torna a próxima busca por emprego bem menos estressante.</p>`,
  },

  // ---------------------------------------------------------------- culinaria
  {
    titulo: 'Jantares de Semana numa Assadeira Só: Uma Fórmula Flexível',
    slug: 'jantares-de-semana-numa-assadeira-so-uma-formula-flexivel',
    idioma: 'pt',
    traducao_de: 'weeknight-sheet-pan-dinners-a-flexible-formula',
    meta_descricao:
      'Uma assadeira, quatro elementos e o tempo certo: uma fórmula flexível para jantares de semana no forno, com dicas para dourar bem e três combinações.',
    categoria: 'culinaria',
    autor: 'Priya Nair',
    imagem_destaque_url: '/sample/articles/weeknight-sheet-pan-dinners-a-flexible-formula.webp',
    audio_url: null,
    video_titulo: 'Frango com limão e ervas numa assadeira só',
    video_descricao:
      'A fórmula na prática: batatas, sobrecoxas e vagens entrando no forno em etapas para que tudo fique pronto ao mesmo tempo.',
    video_link_externo: 'https://www.youtube.com/watch?v=Hj4nP8sQw2E',
    status: 'publicado',
    destaque: true,
    published_days_ago: 24,
    related_products: [
      {
        nome: 'Assadeiras Retangulares de Alumínio (Kit com 2)',
        descricao: 'Assadeiras de alumínio grosso, com borda, que aquecem por igual e não empenam em forno bem quente.',
        preco: 29.95,
        url_afiliado: amazon('B0BSP2N8HC'),
        imagem_url: '/sample/products/sheet-pans.webp',
      },
      {
        nome: 'Termômetro de Forno',
        descricao: 'Fica pendurado na grade e mostra a temperatura real, já que muitos fornos esquentam mais ou menos do que o indicado.',
        preco: 8.99,
        url_afiliado: amazon('B0COT5K1VD'),
        imagem_url: '/sample/products/missing.webp',
      },
    ],
    conteudo_html: `<p>O jantar numa assadeira só é a resposta para a pergunta que todo cozinheiro de casa enfrenta às seis da tarde: como colocar algo gostoso na mesa sem deixar a pia cheia de panelas? Tudo assa junto numa única assadeira, o forno faz quase todo o trabalho e, depois que você entende a fórmula básica, mal precisa de receita.</p>
<h2>A fórmula</h2>
<p>As refeições de assadeira que dão certo costumam combinar quatro elementos:</p>
<ul>
<li><strong>Uma proteína:</strong> sobrecoxas de frango, linguiça, filés de salmão, tofu firme ou grão-de-bico.</li>
<li><strong>Um legume mais firme:</strong> batata, batata-doce, cenoura, abóbora ou couve-flor.</li>
<li><strong>Um legume de cozimento rápido:</strong> brócolis, vagem, pimentão, abobrinha ou tomate-cereja.</li>
<li><strong>Um toque final:</strong> um molho, ervas frescas, um pouco de suco de limão ou laranja ou uma chuva de queijo.</li>
</ul>
<h2>O segredo está no tempo</h2>
<p>A única habilidade que faz esse método funcionar é colocar os ingredientes em etapas, para que tudo fique pronto ao mesmo tempo.</p>
<h3>Comece pelo que demora mais</h3>
<p>Aqueça o forno a cerca de 220 °C (425 °F). Misture os legumes mais densos, cortados em pedaços pequenos, com óleo e sal, e leve-os ao forno primeiro, por 15 a 20 minutos.</p>
<h3>Acrescente a proteína e os legumes rápidos</h3>
<p>Empurre os legumes para o lado, junte a proteína e os legumes que cozinham mais rápido e asse até a proteína ficar bem cozida. Sobrecoxas de frango costumam precisar de 20 a 25 minutos; filés de peixe, algo entre 10 e 12. Confira sempre se a carne e o peixe estão totalmente cozidos antes de servir.</p>
<h2>Dicas para dourar, e não encharcar</h2>
<ul>
<li>Use uma assadeira grande com borda, ou duas, para que os ingredientes fiquem numa única camada, com algum espaço entre eles.</li>
<li>Seque bem os legumes depois de lavar; a umidade transforma o assado em cozido no vapor.</li>
<li>Preaqueça a assadeira vazia no forno por alguns minutos para dourar melhor.</li>
<li>O papel-manteiga facilita a limpeza, mas as batatas ficam mais crocantes direto na assadeira untada.</li>
</ul>
<h2>Três combinações para testar</h2>
<p><strong>Frango com limão e ervas:</strong> sobrecoxas, batatas pequenas e vagem, finalizados com raspas de limão e salsinha.</p>
<p><strong>Grão-de-bico defumado:</strong> grão-de-bico, batata-doce e pimentão vermelho com páprica defumada, servidos com molho de iogurte e alho.</p>
<p><strong>Salmão com missô:</strong> salmão, brócolis e cenoura em fatias finas, pincelados com uma mistura de missô, mel e um pouco de shoyu.</p>
<blockquote>Cozinhe uma vez, coma duas: dobre os legumes e use as sobras numa tigela de grãos ou num wrap para o almoço de amanhã.</blockquote>
<p>Quando a fórmula fica clara, o jantar de assadeira vira uma forma de aproveitar o que estiver na geladeira. Deixe um pote da sua mistura de temperos favorita à mão, e um bom jantar de semana nunca estará a mais de uma assadeira de distância.</p>`,
  },
  {
    titulo: 'Despensa Abastecida para Refeições Rápidas e Saudáveis',
    slug: 'despensa-abastecida-para-refeicoes-rapidas-e-saudaveis',
    idioma: 'pt',
    traducao_de: 'stocking-a-pantry-for-fast-healthy-meals',
    meta_descricao:
      'Os grãos, as proteínas e os temperos que vale ter em casa, como organizá-los para não desperdiçar nada e quatro jantares rápidos feitos com a despensa.',
    categoria: 'culinaria',
    autor: null,
    imagem_destaque_url: '/sample/articles/stocking-a-pantry-for-fast-healthy-meals.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 115,
    related_products: [
      {
        nome: 'Potes Herméticos para Mantimentos (Kit com 6)',
        descricao: 'Potes transparentes e empilháveis, com tampa de vedação, para farinha, arroz, aveia e macarrão.',
        preco: 44.99,
        url_afiliado: amazon('B0CPC7A3XJ'),
        imagem_url: '/sample/products/pantry-canisters.webp',
      },
      {
        nome: 'Potes de Vidro para Marmita (Kit com 5)',
        descricao: 'Vidro que vai ao forno, com tampa de travas, para sobras e para feijão ou grãos cozidos em quantidade.',
        preco: 32.5,
        url_afiliado: amazon('B0C9GL5MPC'),
        imagem_url: '/sample/products/glass-containers.webp',
      },
      {
        nome: 'Balança de Cozinha Digital',
        descricao: 'Pesa em gramas e em onças, com função tara, útil para confeitaria e para porcionar os básicos da despensa.',
        preco: 22.49,
        url_afiliado: amazon('B0BKS4D9GT'),
        imagem_url: '/sample/products/kitchen-scale.webp',
      },
    ],
    conteudo_html: `<p>Uma despensa bem abastecida é a diferença entre pedir delivery mais uma vez e montar uma refeição caprichada em vinte minutos. Ela não precisa ser grande nem cara. Precisa dos básicos certos, bem organizados, para que você veja o que tem e monte as refeições a partir disso.</p>
<h2>A prateleira essencial</h2>
<p>Estes itens duram meses e são a base de inúmeras refeições rápidas.</p>
<h3>Grãos e amidos</h3>
<ul>
<li>Arroz, macarrão e aveia em flocos.</li>
<li>Um grão integral de cozimento rápido, como triguilho ou quinoa.</li>
<li>Farinha de trigo, além de algumas tortilhas ou pães sírios no congelador.</li>
</ul>
<h3>Proteínas</h3>
<ul>
<li>Feijão, grão-de-bico e lentilha em lata, ou secos, se você gosta de cozinhar em quantidade.</li>
<li>Peixe em lata, como atum ou sardinha.</li>
<li>Ovos e pasta de amendoim ou de castanhas, se combinarem com a sua casa.</li>
</ul>
<h3>Para dar sabor</h3>
<ul>
<li>Um bom azeite e um óleo de sabor neutro para cozinhar.</li>
<li>Tomate pelado em lata, extrato de tomate e caldo em cubo ou concentrado.</li>
<li>Vinagre, shoyu, mostarda e um vidro de algo picante.</li>
<li>Alho, cebola, ervas secas e um punhado de especiarias que você realmente usa.</li>
</ul>
<h2>Organize para enxergar</h2>
<p>Uma despensa só ajuda se você sabe o que tem nela. Agrupe os itens parecidos e deixe os mais antigos na frente. Potes transparentes e herméticos mantêm grãos e farinhas frescos e deixam evidente quando algo está acabando. Etiquetá-los com a data da compra é um pequeno esforço que evita desperdício.</p>
<p>Mantenha uma lista de compras sempre aberta, na parte de dentro da porta do armário ou no celular. Quando abrir a última lata de alguma coisa, anote na lista na mesma hora.</p>
<h2>Da despensa para o prato</h2>
<p>Com o básico garantido, algumas fórmulas confiáveis resolvem a maioria das noites:</p>
<ul>
<li><strong>Macarrão com feijão e verdes:</strong> alho, feijão em lata, um punhado de espinafre congelado, azeite e queijo ralado.</li>
<li><strong>Curry rápido:</strong> cebola, especiarias, tomate em lata, grão-de-bico e leite de coco, servido com arroz.</li>
<li><strong>Tigela de arroz salgada:</strong> coberta com um ovo frito, shoyu e os legumes que estiverem por perto.</li>
<li><strong>Salada de atum com feijão-branco:</strong> com cebola roxa, limão e ervas.</li>
</ul>
<blockquote>Compre uma unidade a mais dos itens que você usa toda semana. O estoque reserva poupa uma ida de emergência ao mercado.</blockquote>
<h2>Mantenha tudo em dia</h2>
<p>Uma vez por estação, tire tudo do armário, confira as validades e limpe as prateleiras. Coloque os itens perto de vencer num cesto de "usar esta semana" e planeje algumas refeições com eles. Com o tempo, você vai descobrir de quais básicos a sua casa realmente depende, e a despensa vai tornar, sem alarde, o jantar de semana mais rápido e tranquilo.</p>`,
  },

  // ---------------------------------------------------------------- Portuguese originals in English
  {
    titulo: 'Morning Walks: How to Start Without Overdoing It',
    slug: 'morning-walks-how-to-start-without-overdoing-it',
    idioma: 'en',
    traducao_de: 'caminhada-matinal-como-comecar-sem-exagerar',
    meta_descricao:
      'Start walking in the morning with small goals, the right shoes and an ear for what your body is telling you, and build a habit that really lasts.',
    categoria: 'saude',
    autor: 'Lucas Almeida',
    imagem_destaque_url: '/sample/articles/caminhada-matinal-como-comecar-sem-exagerar.webp',
    audio_url: '/sample/audio/caminhada-matinal-como-comecar-sem-exagerar.wav',
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 9,
    related_products: [
      {
        nome: 'Lightweight Walking Shoes',
        descricao: 'A breathable upper and a well-cushioned sole for daily walks on pavement.',
        preco: 79.9,
        url_afiliado: amazon('B0CTW8NK3R'),
        imagem_url: '/sample/products/walking-shoes.webp',
      },
      {
        nome: 'Insulated Stainless Steel Bottle',
        descricao: 'Keeps water cold for hours and fits both a car cup holder and a backpack pocket.',
        preco: 29.99,
        url_afiliado: amazon('B0BGT4X7HV'),
        imagem_url: '/sample/products/thermal-bottle.webp',
      },
    ],
    conteudo_html: `<p>Walking is one of the most accessible ways to get moving: no gym, no expensive gear and not much free time required. Even so, plenty of people start out full of enthusiasm, walk for an hour on day one and give up the following week with aching legs. The secret is to start small and build up gradually.</p>
<h2>Start with a goal that seems almost too easy</h2>
<p>For the first two weeks, the aim is to build the habit, not to set records. Ten to fifteen minutes at a comfortable pace is plenty. You should be able to hold a conversation while you walk, even if you are breathing a little faster.</p>
<ul>
<li>Pick a fixed time, for example right after breakfast or before you open your laptop.</li>
<li>Choose a short, safe route, ideally well lit and with even pavement.</li>
<li>Add about five minutes a week, and only if your body is responding well.</li>
</ul>
<h2>Get your body and your gear ready</h2>
<h3>Shoes and clothing</h3>
<p>A comfortable, well-cushioned pair of trainers that you have already broken in makes more difference than any accessory. Wear light clothes and, if you head out early in winter, layers you can take off along the way.</p>
<h3>Water and warming up</h3>
<p>Drink a glass of water when you wake up and take a bottle along on hot days. Walk the first few minutes at a slower pace as a natural warm-up, and finish the same way, with a few gentle stretches for your calves and thighs.</p>
<h2>Turn your walk into something you look forward to</h2>
<p>A habit sticks when there is some pleasure built into it. A few ideas that help:</p>
<ul>
<li>Save a podcast or a playlist that you only listen to while walking.</li>
<li>Invite a neighbour or a friend along on one or two days a week.</li>
<li>Change your route now and then to notice new things in the neighbourhood.</li>
<li>Mark the days you walked on a calendar; watching the streak grow is motivating.</li>
</ul>
<blockquote>On a hectic day, a five-minute walk still counts. Keeping the streak going matters more than how long you walk.</blockquote>
<h2>Listen to your body</h2>
<p>Mild tiredness and slightly sore legs in the first few days are normal. Chest pain, unusual shortness of breath, dizziness or joint pain that keeps getting worse, on the other hand, are reasons to stop and seek medical advice. If you have a health condition, are getting active again after a long break or are unsure about the right pace, talk to a professional before you step up the intensity.</p>
<p>After a few weeks of consistency, walking stops being a chore and becomes time for yourself, a way to start the day with more energy and a clearer head.</p>`,
  },
  {
    titulo: 'A Family Budget in 5 Simple Steps',
    slug: 'a-family-budget-in-5-simple-steps',
    idioma: 'en',
    traducao_de: 'orcamento-familiar-em-5-passos-simples',
    meta_descricao:
      'Get the household finances in order in five steps: know your income, track your spending, agree on priorities together and review the plan every month.',
    categoria: 'dinheiro',
    autor: 'Marina Costa',
    imagem_destaque_url: '/sample/articles/orcamento-familiar-em-5-passos-simples.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: true,
    published_days_ago: 5,
    related_products: [
      {
        nome: 'Annual Finance Planner',
        descricao: 'Notebook-style pages for income, fixed bills, savings goals and a monthly review.',
        preco: null,
        url_afiliado: amazon('B0D1PF2YRE'),
        imagem_url: '/sample/products/budget-planner.webp',
      },
    ],
    conteudo_html: `<p>Keeping a family budget does not mean counting every penny or giving up everything you enjoy. It means knowing where the money goes and deciding together where it should go. With five simple steps and an honest conversation at home, you can get out of the end-of-month squeeze and start planning with more peace of mind.</p>
<h2>Step 1: find out how much really comes in</h2>
<p>Add up the take-home pay of everyone who contributes to the household's expenses, in other words the amount that actually lands in the account. If someone's income varies, use the average of the last few months or, to be on the safe side, the figure from a leaner month.</p>
<h2>Step 2: track a month of spending</h2>
<p>Before cutting anything, observe. For thirty days, write everything down: in a notebook, a spreadsheet or your banking app. Then group the spending into categories.</p>
<ul>
<li><strong>Essential fixed costs:</strong> rent or mortgage, electricity and water bills, school, transport.</li>
<li><strong>Essential variable costs:</strong> groceries, pharmacy, fuel.</li>
<li><strong>Non-essentials:</strong> takeaway, subscriptions, entertainment, impulse buys.</li>
</ul>
<h2>Step 3: set your priorities together</h2>
<p>A budget only works when everyone in the household understands it and agrees with it. Set aside time for a calm, guilt-free conversation to look at the numbers. Ask what matters most to the family right now: paying off a debt, building an emergency fund, taking a trip, replacing an appliance.</p>
<h3>Include the children, to the right degree</h3>
<p>Older children can take part in simple decisions, such as choosing between two outings within a set amount. It is a practical way to teach them about money.</p>
<h2>Step 4: give the money a job before you spend it</h2>
<p>Once the priorities are clear, assign every part of the income a purpose right at the start of the month. Essential bills come first, then the savings goal, and only after that whatever is left for free spending. Scheduling an automatic transfer to savings on payday keeps that amount from getting lost along the way.</p>
<blockquote>A budget is not a cage: it is a plan. If something changes, adjust the plan instead of abandoning it.</blockquote>
<h2>Step 5: review it every month</h2>
<p>Pick a fixed date, such as the first Sunday of the month, to compare what you planned with what actually happened. Celebrate what went well and adjust the categories that overshot. Getting the estimates wrong in the first few months is normal; over time they become more and more accurate.</p>
<p>If the family is carrying expensive debt, such as credit cards or an overdraft, it is worth looking for free financial guidance services or talking to your bank about renegotiating. The most important thing is to take the first step today, even if it is only writing down this week's spending.</p>`,
  },
  {
    titulo: 'Hard Conversations for Couples: Talking Without Fighting',
    slug: 'hard-conversations-for-couples-talking-without-fighting',
    idioma: 'en',
    traducao_de: 'conversas-dificeis-a-dois-como-falar-sem-brigar',
    meta_descricao:
      'Money, chores, family: how to choose the moment, talk about what you feel, really listen and take a break without shutting the conversation down.',
    categoria: 'relacionamentos',
    autor: null,
    imagem_destaque_url: '/sample/articles/conversas-dificeis-a-dois-como-falar-sem-brigar.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 84,
    related_products: [],
    conteudo_html: `<p>Every couple has touchy subjects: money, sharing the housework, family, plans for the future. Avoiding these conversations often feels safer in the short term, but the discomfort builds up and resurfaces later as arguments over small things. Talking about difficult topics without fighting is a skill, and like any skill, it can be practised.</p>
<h2>Choose the time and the place</h2>
<p>An important conversation starts well before the first sentence. Avoid raising the subject when one of you is tired, hungry, in a hurry or in front of other people.</p>
<ul>
<li>Agree on a time: "Can we talk about the bills on Saturday morning?"</li>
<li>Pick a calm setting, with the TV off and your phones put aside.</li>
<li>Set a rough time limit, so the conversation does not feel endless.</li>
</ul>
<h2>Talk about yourself, not about your partner</h2>
<p>Sentences that begin with "you always" or "you never" put your partner on the defensive straight away. Try describing what you feel and what you need instead.</p>
<h3>A simple template</h3>
<p>"When <em>this happens</em>, I feel <em>this way</em>, and I would like <em>a concrete request</em>." For example: "When the dishes pile up until the evening, I feel overwhelmed, and I'd like us to share that job."</p>
<h2>Listen to understand, not to reply</h2>
<p>While the other person is talking, it is common to be preparing your answer already. Try the opposite: listen all the way to the end and sum up what you understood before giving your own view. Something like "So for you, the problem isn't the amount, it's that you weren't asked?" shows respect and prevents misunderstandings.</p>
<blockquote>You are not against each other. You are both, together, against the problem.</blockquote>
<h2>Know how to take a break</h2>
<p>If voices start to rise, it is fine to pause the conversation in a way you have agreed on, without slamming the door. Say you need a few minutes to calm down and set a time to pick it up again. A break of twenty or thirty minutes, with a short walk or a glass of water, is usually enough to bring the tension down.</p>
<h3>End with a next step</h3>
<p>Not every conversation solves everything at once. Finish with something concrete, however small: trying a new split of the chores for two weeks, or setting aside an evening to go through the budget together.</p>
<p>If the same arguments keep coming back without progress, or if there is disrespect, fear or any form of violence, seek help from a couples therapist or a support service. In the ordinary situations of everyday life, though, patience and practice make difficult conversations less and less difficult.</p>`,
  },
  {
    titulo: 'Lifelong Learning: How to Learn Something New After 40',
    slug: 'lifelong-learning-how-to-learn-something-new-after-40',
    idioma: 'en',
    traducao_de: 'educacao-continuada-como-aprender-algo-novo-depois-dos-40',
    meta_descricao:
      'Changing fields, updating your skills or studying for the joy of it: how to choose the right format and make your experience work for you after 40.',
    categoria: 'educacao',
    autor: 'Marina Costa',
    imagem_destaque_url: '/sample/articles/educacao-continuada-como-aprender-algo-novo-depois-dos-40.webp',
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_link_externo: null,
    status: 'publicado',
    destaque: false,
    published_days_ago: 77,
    related_products: [
      {
        nome: 'E-Reader with Warm Light',
        descricao: 'A glare-free screen with adjustable warm light, comfortable for long study sessions and night reading.',
        preco: 129.0,
        url_afiliado: amazon('B0CER6W4LT'),
        imagem_url: '/sample/products/e-reader.webp',
      },
    ],
    conteudo_html: `<p>It is never too late to learn. After 40, many people feel the urge to change careers, bring their knowledge up to date or simply study something for the pleasure of it, such as a language, an instrument or programming. Life is usually busier than it was in your twenties, but the experience you have built up is also a big advantage: you know better what you want and why.</p>
<h2>Decide the why before the what</h2>
<p>Before choosing a course, answer honestly: what do you hope to gain from learning this? A promotion, a new career, extra income, more confidence, fun? A clear goal helps you pick the right format and keeps you going once the first burst of enthusiasm wears off.</p>
<h2>Choose a format that fits your life</h2>
<ul>
<li><strong>Short online courses:</strong> good for trying out a subject before investing more time or money.</li>
<li><strong>In-person evening or weekend classes:</strong> offer contact with other people and the discipline of a fixed schedule.</li>
<li><strong>A degree or postgraduate programme:</strong> makes sense when the qualification is required in the field you are aiming for.</li>
<li><strong>Learning by doing:</strong> volunteer projects, mentoring and study groups speed up progress enormously.</li>
</ul>
<p>Many universities, libraries and public institutions offer free or low-cost courses. It is worth looking around before you pay.</p>
<h2>Strategies that work for adults</h2>
<h3>Short, frequent sessions</h3>
<p>Twenty to thirty minutes a day usually achieves more than a four-hour marathon at the weekend. Reviewing the material at spaced intervals helps your memory consolidate what you have studied.</p>
<h3>Connect the new to what you already know</h3>
<p>Your working and life experience is a valuable starting point. When you study something new, look for examples from your own job or your daily life. That makes the material easier to understand and to remember.</p>
<h3>Teach what you have learned</h3>
<p>Explaining a concept to someone else, or even writing a summary as if you were going to teach it, quickly shows you what is still unclear.</p>
<blockquote>Learning as an adult is not about making up for lost time. It is about putting everything you have lived through to work for you.</blockquote>
<h2>Deal with self-doubt</h2>
<p>It is common to feel that everyone else in the class is younger or quicker. Remember that each person learns at their own pace and that comparisons rarely help. Celebrate small wins, such as your first simple conversation in a new language or your first finished project.</p>
<p>Take one concrete step this week: choose an introductory course, block out the time in your calendar and tell someone about your goal. Sharing the plan strengthens your commitment and makes the journey feel lighter.</p>`,
  },
  {
    titulo: 'No-Knead Homemade Bread for Beginners',
    slug: 'no-knead-homemade-bread-for-beginners',
    idioma: 'en',
    traducao_de: 'pao-caseiro-sem-sova-para-iniciantes',
    meta_descricao:
      'A loaf with a crackly crust and an airy crumb from four ingredients and almost no effort: a long, slow rise does the kneading for you.',
    categoria: 'culinaria',
    autor: 'Marina Costa',
    imagem_destaque_url: '/sample/articles/pao-caseiro-sem-sova-para-iniciantes.webp',
    audio_url: null,
    video_titulo: 'Shaping no-knead bread in 60 seconds',
    video_descricao: 'The folds that give shape to a wet dough, and how to move it safely into a hot cast-iron pot.',
    video_link_externo: 'https://www.youtube.com/shorts/Pz6dY1kTr0M',
    status: 'publicado',
    destaque: false,
    published_days_ago: 33,
    related_products: [
      {
        nome: 'Digital Kitchen Scale',
        descricao: 'Accurate to 1 g, with a tare function, for measuring flour, water and salt without guesswork.',
        preco: 22.49,
        url_afiliado: amazon('B0BKS4D9GT'),
        imagem_url: '/sample/products/kitchen-scale.webp',
      },
      {
        nome: 'Bread Proofing Basket (Banneton)',
        descricao: 'A wicker basket with a cloth liner that helps the dough hold its shape during the final rise.',
        preco: 19.9,
        url_afiliado: amazon('B0CBN2R6QE'),
        imagem_url: '/sample/products/proofing-basket.webp',
      },
      {
        nome: 'Cast-Iron Dutch Oven with Lid',
        descricao: 'Holds in heat and steam for a crisp crust and a good rise when baking bread in a home oven.',
        preco: 189.0,
        url_afiliado: amazon('B0CDO8F5TM'),
        imagem_url: '/sample/products/dutch-oven.webp',
      },
    ],
    conteudo_html: `<p>Baking bread at home sounds like something for experienced bakers, but the no-knead method changes that. Instead of working the dough for minutes on end, you let time do the job: a long, slow rise develops the gluten and the flavour on its own. The result is a loaf with a crackly crust and an airy crumb, for very little effort.</p>
<h2>Ingredients</h2>
<ul>
<li>500 g plain white flour (you can swap up to 100 g for wholemeal flour).</li>
<li>400 ml water at room temperature.</li>
<li>10 g salt.</li>
<li>3 g dried yeast (about 1 level teaspoon).</li>
</ul>
<p>A kitchen scale helps a lot: measuring by weight gives far more predictable results than using cups.</p>
<h2>Step by step</h2>
<h3>1. Mix</h3>
<p>In a large bowl, stir together the flour, salt and yeast. Add the water and mix with a spoon or spatula until there is no dry flour left. The dough will be sticky and shaggy, and that is exactly how it should be.</p>
<h3>2. Let it rest</h3>
<p>Cover the bowl and leave the dough to rise at room temperature for 12 to 18 hours, until it has doubled in size and the surface is covered in bubbles. On warm days it will need less time; on cold days, more.</p>
<h3>3. Shape</h3>
<p>Dust the work surface with flour, tip the dough out and fold the edges in towards the centre a few times to form a ball. Place it on a well-floured cloth or in a proofing basket and let it rest for another 1 to 2 hours.</p>
<h3>4. Bake</h3>
<p>Preheat the oven to 240°C (about 465°F) with a lidded cast-iron pot inside for at least 30 minutes. Carefully transfer the dough into the hot pot, put the lid on and bake for 30 minutes. Remove the lid and bake for another 10 to 15 minutes, until the crust is a deep golden brown.</p>
<blockquote>Wear thick oven gloves: the pot gets extremely hot. Safety comes before the perfect crust.</blockquote>
<h2>Tips for getting it right the first time</h2>
<ul>
<li>Let the bread cool for at least an hour before slicing; the crumb is still finishing cooking inside.</li>
<li>If you do not have a cast-iron pot, bake it on a tray and put a pan of water on the bottom of the oven to create steam.</li>
<li>For variety, add olives, dried herbs, seeds or cheese at the mixing stage.</li>
</ul>
<p>After your first loaf, it is hard to stop. Jot down the timings and your kitchen's temperature with each bake: within a few tries you will find the sweet spot for your oven and your taste.</p>`,
  },
];
