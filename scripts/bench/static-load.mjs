// A load client in its own process (so it does not share a thread with the server it measures):
// `node static-load.mjs <url> <connections> <seconds> <accept-encoding>` keeps that many requests
// in flight on as many keep-alive connections and prints the completed requests per second and count.
import http from 'node:http';

const [url, connections = '50', seconds = '5', encoding = 'br'] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const deadline = Date.now() + Number(seconds) * 1000;
let done = 0;
let failed = 0;

const once = () =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': encoding } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        if (response.statusCode === 200) done++;
        else failed++;
        resolve();
      });
    });
    request.on('error', reject);
  });

async function worker() {
  while (Date.now() < deadline) await once();
}
const started = Date.now();
await Promise.all(Array.from({ length: Number(connections) }, worker));
agent.destroy();
console.log(JSON.stringify({ rps: done / ((Date.now() - started) / 1000), done, failed }));
