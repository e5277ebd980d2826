import type { SegmentId } from '../../shared/catalog';

/** The twelve segments of the spec, in its order; `icon` names a lucide icon. */
export const segmentData: { id: SegmentId; label: string; icon: string; color: string }[] = [
  { id: 'carros', label: 'Carros', icon: 'car', color: '#ef4444' },
  { id: 'motos', label: 'Motos', icon: 'bike', color: '#f97316' },
  { id: 'restaurantes', label: 'Restaurantes', icon: 'utensils', color: '#f59e0b' },
  { id: 'filmes', label: 'Filmes', icon: 'film', color: '#8b5cf6' },
  { id: 'series', label: 'Séries', icon: 'tv', color: '#6366f1' },
  { id: 'cinema', label: 'Cinema', icon: 'clapperboard', color: '#a855f7' },
  { id: 'musica', label: 'Música', icon: 'music', color: '#ec4899' },
  { id: 'moda', label: 'Moda', icon: 'shirt', color: '#d946ef' },
  { id: 'hobby', label: 'Hobby', icon: 'palette', color: '#14b8a6' },
  { id: 'esportes', label: 'Esportes', icon: 'trophy', color: '#22c55e' },
  { id: 'ciencia', label: 'Ciência', icon: 'flask-conical', color: '#0ea5e9' },
  { id: 'tecnologia', label: 'Tecnologia', icon: 'cpu', color: '#3b82f6' },
];

/** The catalogue of twelve brands, one per segment; names are fictional. */
export const brandData: {
  id: string;
  name: string;
  category: string;
  verified: boolean;
  segmentId: SegmentId;
  colors: [string, string];
}[] = [
  {
    id: 'nexo-tech',
    name: 'Nexo Tech',
    category: 'Tecnologia',
    verified: true,
    segmentId: 'tecnologia',
    colors: ['#2563eb', '#06b6d4'],
  },
  {
    id: 'urbana-moda',
    name: 'Urbana Moda',
    category: 'Moda e estilo',
    verified: true,
    segmentId: 'moda',
    colors: ['#db2777', '#f59e0b'],
  },
  {
    id: 'arena-esportes',
    name: 'Arena Esportes',
    category: 'Artigos esportivos',
    verified: true,
    segmentId: 'esportes',
    colors: ['#16a34a', '#84cc16'],
  },
  {
    id: 'batida-sonora',
    name: 'Batida Sonora',
    category: 'Música e áudio',
    verified: true,
    segmentId: 'musica',
    colors: ['#9333ea', '#ec4899'],
  },
  {
    id: 'velocita-motors',
    name: 'Velocità Motors',
    category: 'Automóveis',
    verified: true,
    segmentId: 'carros',
    colors: ['#dc2626', '#f97316'],
  },
  {
    id: 'sabor-da-casa',
    name: 'Sabor da Casa',
    category: 'Restaurantes',
    verified: false,
    segmentId: 'restaurantes',
    colors: ['#ea580c', '#facc15'],
  },
  {
    id: 'maratona-series',
    name: 'Maratona Séries',
    category: 'Streaming',
    verified: true,
    segmentId: 'series',
    colors: ['#4f46e5', '#0ea5e9'],
  },
  {
    id: 'cine-aurora',
    name: 'Cine Aurora',
    category: 'Rede de cinemas',
    verified: false,
    segmentId: 'cinema',
    colors: ['#7c3aed', '#f43f5e'],
  },
  {
    id: 'estudio-quadro',
    name: 'Estúdio Quadro',
    category: 'Produtora de filmes',
    verified: false,
    segmentId: 'filmes',
    colors: ['#0f766e', '#a855f7'],
  },
  {
    id: 'rota-duas-rodas',
    name: 'Rota Duas Rodas',
    category: 'Motocicletas',
    verified: true,
    segmentId: 'motos',
    colors: ['#b91c1c', '#1f2937'],
  },
  {
    id: 'mao-na-massa',
    name: 'Mão na Massa',
    category: 'Artesanato e hobbies',
    verified: false,
    segmentId: 'hobby',
    colors: ['#0d9488', '#fbbf24'],
  },
  {
    id: 'ciencia-viva',
    name: 'Ciência Viva',
    category: 'Divulgação científica',
    verified: true,
    segmentId: 'ciencia',
    colors: ['#0284c7', '#22c55e'],
  },
];

export const DEMO_MEMBER = {
  name: 'Ana Demo',
  email: 'demo@brandsocial.com.br',
  password: 'brandsocial',
  referralCode: 'BSDEMO2026',
  bio: 'Apaixonada por tecnologia, moda e boas histórias.',
  website: 'https://brandsocial.com.br',
  phone: '+55 11 91234-5678',
};
