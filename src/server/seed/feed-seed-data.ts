/** Demo content of the feed: texts and timings, kept apart from the code that loads them. */

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** The spec's four sample brand posts; `appeal` (0 to 1) is how much the demo's crowd likes each. */
export const samplePosts = [
  {
    brand: 'nexo-tech',
    ago: 2 * HOUR,
    appeal: 0.45,
    content:
      'Conheça o novo Nexo Pulse: bateria para dois dias, câmera com modo noturno e tela de 120 Hz. Disponível a partir de hoje na nossa loja. 🚀',
    alt: 'Smartphone Nexo Pulse em fundo azul',
  },
  {
    brand: 'urbana-moda',
    ago: 5 * HOUR,
    appeal: 0.8,
    content:
      'Coleção Outono Urbano chegou! Peças leves, cores terrosas e muito conforto para o dia a dia na cidade. 🍂',
    alt: 'Looks da coleção Outono Urbano',
  },
  {
    brand: 'arena-esportes',
    ago: 9 * HOUR,
    appeal: 0.3,
    content:
      'Treino de domingo com a comunidade Arena: 5 km pelo parque e café da manhã no final. Quem vem com a gente na próxima? 🏃‍♀️',
    alt: 'Corredores em um parque ao amanhecer',
  },
  {
    brand: 'batida-sonora',
    ago: 14 * HOUR,
    appeal: 0.95,
    content: 'Fones Batida Air com cancelamento de ruído ativo e 30 horas de bateria. Seu som, sem interrupções. 🎧',
    alt: 'Fones de ouvido sem fio em fundo roxo',
  },
];

/** Two more posts per brand, so the feed scrolls. */
export const brandLines: Record<string, [string, string]> = {
  'nexo-tech': [
    'Dica da semana: ative o modo economia e ganhe até 20% a mais de bateria no seu Nexo.',
    'Nosso laboratório abriu as portas! Veja como testamos cada aparelho antes de chegar até você.',
  ],
  'urbana-moda': [
    'Três jeitos de usar a mesma jaqueta jeans: qual é o seu favorito?',
    'Bastidores da sessão de fotos da nova coleção. Spoiler: teve muita cor! 🎨',
  ],
  'arena-esportes': [
    'Chuteira nova, gol novo? Conheça a linha Arena Pro com tração para gramado sintético.',
    'Hidratação é treino também: beba água antes, durante e depois da atividade. 💧',
  ],
  'batida-sonora': [
    'Playlist da semana: 25 faixas para começar a segunda com energia.',
    'Caixa de som Batida Go: resistente à água e pronta para qualquer rolê.',
  ],
  'velocita-motors': [
    'O novo Velocità GT chega às concessionárias em março. Agende seu test drive!',
    'Manutenção preventiva em dia evita surpresas na estrada. Revise freios e pneus. 🚗',
  ],
  'sabor-da-casa': [
    'Feijoada completa todo sábado, do jeitinho da vó. Reserve sua mesa!',
    'Receita do chef: pudim de leite condensado sem furinhos. Salve para fazer depois! 🍮',
  ],
  'maratona-series': [
    'Estreia sexta: a segunda temporada de "Fronteira Azul". Quem já está ansioso?',
    'Cinco séries curtas para maratonar em um fim de semana. 📺',
  ],
  'cine-aurora': [
    'Pipoca em dobro nas sessões de terça-feira. Só no Cine Aurora! 🍿',
    'Sala Aurora Max reformada: som imersivo e poltronas reclináveis.',
  ],
  'estudio-quadro': [
    'Primeiras imagens do nosso novo curta, filmado no sertão da Paraíba.',
    'Como nasce um roteiro? Nossa equipe conta o passo a passo nos stories.',
  ],
  'rota-duas-rodas': [
    'Roteiro de fim de semana: Serra do Rio do Rastro de moto. 🏍️',
    'Capacete certo salva vidas: veja como escolher o tamanho ideal.',
  ],
  'mao-na-massa': [
    'Oficina gratuita de macramê neste sábado. Traga sua criatividade!',
    'Kit aquarela para iniciantes com 20% de desconto esta semana. 🎨',
  ],
  'ciencia-viva': [
    'Você sabia? Um dia em Vênus dura mais do que um ano em Vênus. 🪐',
    'Experimento em casa: faça um vulcão com bicarbonato e vinagre com as crianças.',
  ],
};

export const sampleMembers = [
  {
    name: 'Lucas Andrade',
    bio: 'Corredor de fim de semana e fã de tecnologia.',
    post: 'Primeira corrida de 10 km concluída! Obrigado pela motivação, pessoal. 🏅',
  },
  {
    name: 'Beatriz Costa',
    bio: 'Moda, café e boas séries.',
    post: 'Look do dia inspirado na nova coleção da Urbana Moda. O que acharam?',
  },
  {
    name: 'Rafael Souza',
    bio: 'Motociclista e fotógrafo amador.',
    post: 'Pôr do sol na estrada. Nada como uma viagem de moto para recarregar. 🌅',
  },
  {
    name: 'Camila Rocha',
    bio: 'Cozinho, canto e conto histórias.',
    post: 'Tarde de receitas com @Ana Demo: bolo de cenoura com cobertura de chocolate! 🥕🍫',
  },
  {
    name: 'Diego Martins',
    bio: 'Cinéfilo de carteirinha.',
    post: 'Maratona de clássicos no Cine Aurora hoje. Recomendações?',
  },
];

export const demoPosts = [
  {
    ago: 2 * DAY,
    content: 'Meu cantinho de trabalho ficou pronto! Tecnologia e plantas, a combinação perfeita. 🌿💻',
    colors: ['#0ea5e9', '#22c55e'] as [string, string],
  },
  {
    ago: 4 * DAY,
    content: 'Fim de semana de descobertas na feira de design. Muita inspiração!',
    colors: ['#f59e0b', '#ec4899'] as [string, string],
  },
];
