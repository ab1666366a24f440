// The computer's workers, shared by every board on the page: none exists until a board first
// needs the computer or hints; then at most POOL_SIZE module workers are started and reused,
// each request going to an idle worker (or the least busy one). A board never owns a worker.
// A worker that has to search asks for the computer's evaluation; the pool fetches it once
// for all of them (see engine.js) and sends each a copy.

import { fetchEvaluation } from './engine.js';

const POOL_SIZE = 2;
const slots = []; // { worker, pending: Map<id, { resolve, reject }> }
let nextId = 1;

/**
 * Asks a worker about a game: `{ kind: "move" | "hints", startBoard, transcript, level }`.
 * Resolves to the worker's answer (`{ square }` or `{ hints }`), rejects with its error.
 * Answers cannot be cancelled; a caller that has moved on simply ignores them.
 */
export function askComputer(request) {
  return new Promise((resolve, reject) => {
    const slot = pickSlot();
    const id = nextId;
    nextId += 1;
    slot.pending.set(id, { resolve, reject });
    slot.worker.postMessage({ id, ...request });
  });
}

function pickSlot() {
  const idle = slots.find((slot) => slot.pending.size === 0);
  if (idle) return idle;
  if (slots.length < POOL_SIZE) return startWorker();
  return slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
}

function startWorker() {
  const worker = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  const slot = { worker, pending: new Map() };
  worker.addEventListener('message', ({ data }) => {
    if (data.wantsEvaluation) {
      fetchEvaluation().then(
        (bytes) => worker.postMessage({ evaluation: bytes }),
        (error) => worker.postMessage({ evaluationError: String(error?.message ?? error) }),
      );
      return;
    }
    const waiting = slot.pending.get(data.id);
    if (waiting === undefined) return;
    slot.pending.delete(data.id);
    if (data.error !== undefined) waiting.reject(new Error(data.error));
    else waiting.resolve(data);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    slots.splice(slots.indexOf(slot), 1);
    for (const waiting of slot.pending.values()) {
      waiting.reject(new Error('the computer player could not start'));
    }
    slot.pending.clear();
  });
  slots.push(slot);
  return slot;
}
