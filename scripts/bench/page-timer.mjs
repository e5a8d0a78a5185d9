// Times one page from a process of its own, so the server's thread does none of the client's
// work (fetching, decoding) while it is measured (the publish bench's page p99, issue 27).
// Forked with an IPC channel; messages:
//   { cmd: 'count', url, n }  time n requests one after the other, answer { samples }
//   { cmd: 'start', url, min } time requests one after the other until 'stop' (and at least min), then answer { samples }
//   { cmd: 'stop' }
// A page that does not answer 200 answers { error } instead.
let running = false;

async function once(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`page answered ${response.status}`);
  return performance.now() - started;
}

async function measure(url, more) {
  const samples = [];
  // When each request started (ms since the epoch), to line slow ones up with the server's record.
  const at = [];
  try {
    while (more(samples.length)) {
      at.push(performance.timeOrigin + performance.now());
      samples.push(await once(url));
    }
    process.send({ samples, at });
  } catch (error) {
    process.send({ error: String(error) });
  }
}

process.on('message', (message) => {
  if (message.cmd === 'count') void measure(message.url, (done) => done < message.n);
  else if (message.cmd === 'start') {
    running = true;
    void measure(message.url, (done) => running || done < (message.min ?? 0));
  } else if (message.cmd === 'stop') running = false;
});
process.on('disconnect', () => process.exit(0));
