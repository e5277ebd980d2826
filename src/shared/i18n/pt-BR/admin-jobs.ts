/** The operator's console: the media job queue. */
export const adminJobsArea = {
  adminJobs: {
    tab: 'Fila de processamento',
    title: 'Fila de processamento',
    description: 'Vídeos sendo preparados fora das requisições: reels, vídeos longos e cópias para a web.',
    shared: 'Fila compartilhada no Redis, processada pelos workers.',
    local: 'Fila local: os vídeos são processados neste servidor.',
    waiting: 'Na fila',
    active: 'Processando',
    failed: 'Com falha',
    lastFailures: 'Últimas falhas',
    noFailures: 'Nenhuma falha recente.',
    refresh: 'Atualizar',
    kinds: {
      reel: 'Reel',
      'long-video': 'Vídeo longo',
      'post-web-copy': 'Cópia para a web de um post',
      'story-web-copy': 'Cópia para a web de um story',
      'highlight-web-copy': 'Cópia para a web de um destaque',
    } as Record<string, string>,
    causes: {
      timeout: 'Demorou demais e foi interrompido',
      stalled: 'O worker parou várias vezes durante o processamento',
      error: 'Erro no processamento',
    },
    attempts: (n: number) => (n === 1 ? '1 tentativa' : `${n} tentativas`),
  },
} as const;
