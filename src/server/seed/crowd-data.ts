/** The demo's crowd: sample members whose likes, comments, shares and follows are the demo's numbers. */

const firstNames = [
  'Mariana',
  'João',
  'Larissa',
  'Pedro',
  'Fernanda',
  'Gabriel',
  'Juliana',
  'Thiago',
  'Patrícia',
  'Bruno',
  'Aline',
  'Gustavo',
  'Renata',
  'Felipe',
  'Vanessa',
  'André',
  'Letícia',
  'Rodrigo',
  'Carolina',
  'Matheus',
  'Isabela',
  'Vinícius',
  'Tatiane',
  'Leonardo',
  'Bianca',
  'Eduardo',
  'Priscila',
  'Henrique',
  'Sabrina',
  'Caio',
  'Natália',
  'Otávio',
  'Débora',
  'Marcelo',
  'Yasmin',
  'Igor',
];

const lastNames = [
  'Oliveira',
  'Santos',
  'Pereira',
  'Almeida',
  'Ferreira',
  'Ribeiro',
  'Carvalho',
  'Gomes',
  'Barbosa',
  'Araújo',
  'Nascimento',
  'Moreira',
  'Cardoso',
  'Teixeira',
];

/** Thirty-six names, each first name once, surnames taking turns. */
export const crowdNames: string[] = firstNames.map((first, i) => `${first} ${lastNames[(i * 5) % lastNames.length]}`);

/** What people write under a brand's post. */
export const brandComments = [
  'Amei! Quando chega na minha cidade?',
  'Já quero o meu! 😍',
  'Qual é o preço?',
  'Vocês entregam para o interior de Minas?',
  'Comprei semana passada e estou apaixonada.',
  'Que lindo! Tem em outras cores?',
  'Sensacional, parabéns pelo trabalho! 👏',
  'Marquei minha irmã aqui, ela vai adorar.',
  'Isso é muito a minha cara.',
  'Alguém já testou? Vale a pena?',
  'Top demais! 🔥',
  'Esperando ansiosamente por isso.',
  'Melhor marca, sempre entregando qualidade.',
  'Tem loja física em Curitiba?',
  'Nossa, que capricho nos detalhes!',
  'Já salvei para ver com calma depois.',
  'Vou passar aí no fim de semana!',
  'Perfeito para o presente do Dia das Mães. 💐',
];

/** What people write under a member's post. */
export const memberComments = [
  'Arrasou! 👏',
  'Que foto linda!',
  'Parabéns, você merece!',
  'Quero saber tudo, me conta depois!',
  'Que demais! Da próxima vez me chama.',
  'Ficou incrível! 😍',
  'Inspiração total.',
  'Saudade de fazer isso!',
];
