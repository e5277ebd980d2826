// A page the server rendered is already readable: its code (which only makes it interactive) is asked
// for once that page has painted, so that on a slow connection the code never delays the styles and
// the main picture. The server puts this script in place of the app's own entry (spa.ts), with the
// entry and the page's chunks in data attributes.
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  const chunks = (tag.dataset.chunks ?? '').split(' ').filter(Boolean);
  const load = () => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load();
  };
  // Just after the first frame, when the page has been painted; a tab in the background paints no
  // frames, hence the timer.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();
