import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readServerRender } from './lib/server-render';
import { createQueryClient } from './lib/query-client';
import { preloadServerRendered } from './app/routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const rendered = readServerRender();
if (rendered) {
  // The server wrote the first screen from these answers: the browser starts from the same ones.
  const queryClient = createQueryClient();
  hydrate(queryClient, rendered.queries);
  await preloadServerRendered(window.location.pathname);
  // As a transition, hydration works in short slices: the page it already shows stays responsive.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} clock={rendered.clock} serverRendered />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
