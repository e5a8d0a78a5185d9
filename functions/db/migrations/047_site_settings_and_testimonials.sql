-- The owner's facts of the site, editable in the back office (Configurações, issue 22) instead
-- of source files. site_settings holds one JSON document (id = 1), checked by the server's
-- schema (src/lib/contracts/site-settings.ts); without a row the site shows the specification's
-- defaults. The home page's testimonials become rows: name, location and rating once, the
-- profession and text per language (a language left empty hides the testimonial there), an
-- order and a visibility switch. The specification's sixteen testimonials are the defaults of
-- every site, new or existing.
CREATE TABLE site_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

CREATE TABLE testimonials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 100),
  localizacao text NOT NULL DEFAULT '' CHECK (length(localizacao) <= 100),
  nota integer NOT NULL CHECK (nota BETWEEN 1 AND 5),
  profissao jsonb NOT NULL DEFAULT '{}'::jsonb,
  texto jsonb NOT NULL DEFAULT '{}'::jsonb,
  ordem integer NOT NULL DEFAULT 0,
  visivel boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX testimonials_order_idx ON testimonials (ordem, created_at);

INSERT INTO testimonials (nome, localizacao, nota, profissao, texto, ordem) VALUES
  ('Marisa Albuquerque', 'Recife, PE', 5, jsonb_build_object('en', 'Pediatric nurse', 'pt', 'Enfermeira pediátrica'),
   jsonb_build_object('en', 'The sleep routine guide finally stuck because it asked for one change a week, not ten on Monday. I now fall asleep before midnight most nights.',
     'pt', 'O guia de rotina de sono finalmente funcionou porque pedia uma mudança por semana, não dez na segunda-feira. Hoje durmo antes da meia-noite quase sempre.'), 1),
  ('Derek Holloway', 'Columbus, Ohio', 5, jsonb_build_object('en', 'Warehouse supervisor', 'pt', 'Supervisor de armazém'),
   jsonb_build_object('en', 'I started the emergency fund with $20 a paycheck, exactly as the article suggested. Eight months later a car repair did not turn into credit card debt.',
     'pt', 'Comecei a reserva de emergência com 20 dólares por pagamento, como o artigo sugeria. Oito meses depois, um conserto do carro não virou dívida no cartão.'), 2),
  ('Luíza Tavares', 'Curitiba, PR', 4, jsonb_build_object('en', 'Graphic designer', 'pt', 'Designer gráfica'),
   jsonb_build_object('en', 'The no-knead bread recipe is now our Sunday tradition. I knocked off a star only because my first loaf came out flat, and that was my oven’s fault.',
     'pt', 'A receita de pão sem sova virou tradição de domingo aqui em casa. Tirei uma estrela só porque o primeiro pão saiu baixinho, e a culpa foi do meu forno.'), 3),
  ('Samuel Okafor', 'Houston, Texas', 5, jsonb_build_object('en', 'High school teacher', 'pt', 'Professor do ensino médio'),
   jsonb_build_object('en', 'I share the career articles with my seniors. They are short, honest and free of hype, which is rare on the internet.',
     'pt', 'Compartilho os artigos de carreira com meus alunos do último ano. São curtos, honestos e sem exageros, o que é raro na internet.'), 4),
  ('Renata Figueiredo', 'Belo Horizonte, MG', 5, jsonb_build_object('en', 'Accountant', 'pt', 'Contadora'),
   jsonb_build_object('en', 'The five-step family budget is the first one my husband and I both kept for more than a month. It is simple enough to survive a busy week.',
     'pt', 'O orçamento familiar em cinco passos é o primeiro que eu e meu marido mantivemos por mais de um mês. É simples o bastante para sobreviver a uma semana corrida.'), 5),
  ('Grace Whitfield', 'Portland, Oregon', 4, jsonb_build_object('en', 'Retired librarian', 'pt', 'Bibliotecária aposentada'),
   jsonb_build_object('en', 'At 67 I set up a password manager on my own, following the plain-English guide step by step. My grandson was impressed.',
     'pt', 'Aos 67 anos configurei um gerenciador de senhas sozinha, seguindo o guia passo a passo. Meu neto ficou impressionado.'), 6),
  ('Thiago Nascimento', 'Salvador, BA', 5, jsonb_build_object('en', 'Delivery rider', 'pt', 'Entregador'),
   jsonb_build_object('en', 'I listen to the audio versions between deliveries. The side-income article helped me organize my hours instead of just working more of them.',
     'pt', 'Ouço as versões em áudio entre uma entrega e outra. O artigo de renda extra me ajudou a organizar minhas horas em vez de só trabalhar mais.'), 7),
  ('Priya Raman', 'Edison, New Jersey', 5, jsonb_build_object('en', 'Software tester', 'pt', 'Testadora de software'),
   jsonb_build_object('en', 'The weekend digital declutter gave me back my evenings. I turned off forty-one notifications and have not missed a single one.',
     'pt', 'A faxina digital de fim de semana me devolveu as noites. Desliguei quarenta e uma notificações e não senti falta de nenhuma.'), 8),
  ('Carlos Eduardo Lima', 'Porto Alegre, RS', 4, jsonb_build_object('en', 'Small business owner', 'pt', 'Pequeno empresário'),
   jsonb_build_object('en', 'The price comparison tips saved me from two “flash sales” that were more expensive than the regular price. Practical and to the point.',
     'pt', 'As dicas de comparação de preços me livraram de duas “promoções relâmpago” mais caras que o preço normal. Prático e direto ao ponto.'), 9),
  ('Hannah Brooks', 'Nashville, Tennessee', 5, jsonb_build_object('en', 'Physical therapy student', 'pt', 'Estudante de fisioterapia'),
   jsonb_build_object('en', 'Sheet-pan dinners got me through exam season. One pan, twenty-five minutes, and I actually ate vegetables.',
     'pt', 'Os jantares de assadeira me salvaram na época de provas. Uma assadeira, vinte e cinco minutos, e eu realmente comi legumes.'), 10),
  ('Ana Paula Rocha', 'Fortaleza, CE', 5, jsonb_build_object('en', 'Psychologist', 'pt', 'Psicóloga'),
   jsonb_build_object('en', 'I recommend the article on difficult conversations to couples I see. It is kind, clear and never blames either side.',
     'pt', 'Recomendo o artigo sobre conversas difíceis aos casais que atendo. É gentil, claro e nunca culpa nenhum dos lados.'), 11),
  ('Michael Chen', 'San Diego, California', 4, jsonb_build_object('en', 'Civil engineer', 'pt', 'Engenheiro civil'),
   jsonb_build_object('en', 'Backing up twelve years of family photos felt overwhelming until I read the three-copy rule explained this simply. Done in one afternoon.',
     'pt', 'Fazer backup de doze anos de fotos da família parecia impossível até eu ler a regra das três cópias explicada de forma tão simples. Resolvi numa tarde.'), 12),
  ('Joana Meireles', 'Florianópolis, SC', 5, jsonb_build_object('en', 'Yoga instructor', 'pt', 'Instrutora de ioga'),
   jsonb_build_object('en', 'The morning walk guide is the one I send to students who are starting from zero. No pressure, just a plan they can follow.',
     'pt', 'O guia de caminhada matinal é o que envio para alunos que estão começando do zero. Sem pressão, só um plano que dá para seguir.'), 13),
  ('Robert Alvarez', 'Phoenix, Arizona', 5, jsonb_build_object('en', 'Firefighter', 'pt', 'Bombeiro'),
   jsonb_build_object('en', 'Shift work wrecked my routines. The two-minute rule article helped me rebuild them one tiny habit at a time.',
     'pt', 'O trabalho em turnos bagunçou minhas rotinas. O artigo da regra dos dois minutos me ajudou a reconstruí-las, um hábito pequeno de cada vez.'), 14),
  ('Beatriz Santana', 'Campinas, SP', 4, jsonb_build_object('en', 'HR analyst', 'pt', 'Analista de RH'),
   jsonb_build_object('en', 'I went back to studying at 43 and the continuing education article made it feel possible. I would love more pieces like it.',
     'pt', 'Voltei a estudar aos 43 e o artigo sobre educação continuada fez isso parecer possível. Adoraria ler mais textos assim.'), 15),
  ('Olivia Martins', 'Newark, New Jersey', 5, jsonb_build_object('en', 'Bilingual paralegal', 'pt', 'Assistente jurídica bilíngue'),
   jsonb_build_object('en', 'I read in English and send the Portuguese version to my mother. Same care in both languages, and knowing half the commissions go to charity matters to us.',
     'pt', 'Leio em inglês e mando a versão em português para minha mãe. O mesmo cuidado nos dois idiomas, e saber que metade das comissões vai para a caridade faz diferença para nós.'), 16);
