// Runs the site's own Worker script (assets/worker.js) under node on the explorer's WebAssembly
// module, for the tests and the bench: `node run.mjs WORKER WASM REQUESTS`, where REQUESTS is a
// JSON array of request texts; prints a JSON array of { answer, trapped, ms } on stdout. After a
// trap the next request goes to a fresh Worker, as the page does.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const [worker, wasm, requests] = process.argv.slice(2);
const replies = [];
const module = await WebAssembly.compile(readFileSync(wasm));

// A fresh Worker on the module, as the page starts one (and replaces one that trapped).
async function start() {
  const self = { postMessage: (message) => replies.push(message) };
  vm.runInNewContext(readFileSync(worker, 'utf8'), {
    self, WebAssembly, TextEncoder, TextDecoder,
  });
  await self.onmessage({ data: { module } });
  if (!replies.pop()?.ready) throw new Error('the module did not start');
  return self;
}

let self = await start();
const answers = [];
for (const request of JSON.parse(readFileSync(requests, 'utf8'))) {
  const started = performance.now();
  await self.onmessage({ data: { request } });
  const reply = replies.pop();
  answers.push({ ...reply, ms: performance.now() - started });
  if (reply.trapped) self = await start();
}
process.stdout.write(JSON.stringify(answers));
