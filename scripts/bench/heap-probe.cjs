// Loaded into the bench's server (`--expose-gc --require`). On SIGUSR2 it runs a full collection and
// prints the memory the process keeps afterwards, one line. The soak reads these to tell memory that
// is held from garbage the collector has simply not reclaimed yet: on a machine with gigabytes free,
// V8 lets the heap grow several times past its live size before an old-space collection, so RSS
// swings by a third and more without anything leaking.
'use strict';

const MARK = 'bench-heap ';

process.on('SIGUSR2', () => {
  if (typeof global.gc !== 'function') return;
  // Twice: the first pass can leave objects whose finalizers free more on the next one.
  global.gc();
  global.gc();
  const m = process.memoryUsage();
  process.stderr.write(`${MARK}${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external })}\n`);
});
