// The explorer's Worker: instantiates the solvers' WebAssembly module (compiled once by the
// page and posted here) and answers the page's requests with it, one at a time. The page ends
// this Worker at its time limit or on Cancel, which is what stops a solve.
//
// The module's C ABI (crates/explorer-wasm): input(len) -> address of a buffer of len bytes for
// the request's UTF-8 text; answer() -> the answer's length; output() -> its address;
// output_len() -> after a trap, the length of the refusal the panic hook wrote (0: no memory).
'use strict';

let wasm = null;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

self.onmessage = async (event) => {
  const { module, request } = event.data;
  if (module) {
    try {
      wasm = (await WebAssembly.instantiate(module, {})).exports;
      self.postMessage({ ready: true });
    } catch (error) {
      self.postMessage({ ready: false, message: `The solvers could not start: ${error.message}` });
    }
    return;
  }
  self.postMessage(answer(request));
};

// The module's answer to one request: { answer: JSON text, trapped: whether the module trapped
// (then the page replaces this Worker, as the module's state is no longer to be trusted) }.
function answer(text) {
  const bytes = encoder.encode(text);
  try {
    const at = wasm.input(bytes.length);
    new Uint8Array(wasm.memory.buffer, at, bytes.length).set(bytes);
    const length = wasm.answer();
    return { answer: read(length), trapped: false };
  } catch (error) {
    let length = 0;
    try {
      length = wasm.output_len();
    } catch {
      length = 0;
    }
    if (length > 0) return { answer: read(length), trapped: true };
    // A trap with no refusal written is an allocation that failed (`unreachable`: the module
    // aborts when the browser gives it no more memory).
    const why = error.message === 'unreachable' ? '' : ` (${error.message})`;
    const message = 'This position needs more memory than the browser gives the page: it is too '
      + `large to answer here${why}.`;
    return { answer: JSON.stringify({ error: 'too-large', message }), trapped: true };
  }
}

// The answer's text, read from the module's memory (which may have grown: a fresh view).
function read(length) {
  return decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.output(), length));
}
