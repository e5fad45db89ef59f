// Loaded into the server by bench/soak.ts (`node --import`): on SIGUSR2 the process writes its
// memory as one line on stderr, so the bench can sample the heap of a server it did not build.
process.on('SIGUSR2', () => {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.stderr.write(`memory-probe ${JSON.stringify({ rss, heapUsed, heapTotal, external })}\n`);
});
