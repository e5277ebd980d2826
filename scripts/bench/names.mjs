// Common Brazilian first and last names, so generated members read like real pt-BR profiles.
// Kept as plain words (one string each) so the lists stay readable.

export const FIRST_NAMES = (
  'Ana Maria Juliana Fernanda Camila Beatriz Larissa Gabriela Mariana Amanda Letícia Bruna Aline ' +
  'Patrícia Carolina Isabela Luana Rafaela Vitória Júlia Helena Alice Laura Manuela Valentina Sophia ' +
  'Lívia Heloísa Cecília Yasmin Thaís Débora Renata Vanessa Natália Priscila Tatiane Jéssica Daniela ' +
  'Raquel João José Pedro Lucas Gabriel Rafael Mateus Guilherme Gustavo Felipe Bruno Thiago Rodrigo ' +
  'Diego Leonardo Eduardo Vinícius Caio Henrique André Marcelo Ricardo Fernando Carlos Paulo Luiz ' +
  'Antônio Francisco Miguel Arthur Heitor Bernardo Davi Samuel Enzo Lorenzo Otávio Murilo Igor Renan'
).split(' ');

export const LAST_NAMES = (
  'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins ' +
  'Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes ' +
  'Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Araújo Correia Pinto ' +
  'Cavalcanti Monteiro Moura Batista Campos Rezende Barros Castro Farias Miranda Azevedo Tavares ' +
  'Medeiros Fonseca Brandão Coelho Sampaio Peixoto Macedo Siqueira Queiroz Pacheco'
).split(' ');

export const CITIES = [
  'São Paulo',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Salvador',
  'Fortaleza',
  'Recife',
  'Curitiba',
  'Porto Alegre',
  'Brasília',
  'Manaus',
  'Belém',
  'Goiânia',
  'Florianópolis',
  'Vitória',
  'Natal',
  'Campinas',
];

export const BIO_TEMPLATES = [
  'Moda, café e boas histórias ☕ — {city}',
  'Corrida no fim de semana. {city}',
  'Skincare, livros e viagens ✈️',
  'Fã de tênis e street style. {city}',
  'Família, empreendedorismo e curiosidade.',
  'Foodie em {city} 🍕',
  'Tecnologia, games e música.',
  'Aqui pelas marcas que eu amo 💛',
];

/** 'Ana Souza' or, about a third of the time, 'Ana Souza Lima': both are common in Brazil. */
export function fullName(random) {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return random.chance(0.33) ? `${first} ${random.pick(LAST_NAMES)} ${last}` : `${first} ${last}`;
}
