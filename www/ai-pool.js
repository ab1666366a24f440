// The computer's workers, shared by every board on the page: none exists until a board first
// needs the computer or hints; then at most POOL_SIZE module workers are started and reused.
// Each worker searches one request at a time; the others wait here, in order, so that a
// request given up while it waits is simply dropped. A request given up while a worker
// searches it stops that worker at once (a search cannot be interrupted from outside, and
// waiting for it would queue every later answer behind it): the worker is terminated and a
// fresh one takes the next request. A board never owns a worker.
// The computer's evaluation goes with each worker's first request that searches: the pool
// fetches it once for all of them (see engine.js) and sends each worker its copy.

import { fetchEvaluation, loadEngine } from './engine.js';

const POOL_SIZE = 2;
const slots = []; // { worker, running: job | null, hasEvaluation }
const waiting = []; // jobs not yet sent to a worker, oldest first
let nextId = 1;
let stopped = 0; // workers stopped in the middle of a search

/**
 * Asks a worker about a game: `{ kind, startBoard, transcript, level }`, kind "move",
 * "hints", "analyse", "solve" or "solve-moves" (see ai-worker.js). Resolves to the worker's
 * answer (`{ square }`, `{ hints }`, `{ analysis }`, `{ solution }` or `{ scores }`),
 * rejects with its error.
 * When `signal` (an AbortSignal) aborts, the request is dropped, or its search stopped, and
 * the promise rejects with an `AbortError`.
 */
export function askComputer(request, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const job = { id: nextId, request, resolve, reject };
    nextId += 1;
    signal?.addEventListener('abort', () => giveUp(job), { once: true });
    waiting.push(job);
    dispatch();
  });
}

/**
 * The pool at this moment, for tests and diagnostics: workers started, workers searching,
 * requests waiting, and searches stopped so far because they were given up.
 */
export function poolState() {
  const busy = slots.filter((slot) => slot.running !== null).length;
  return { workers: slots.length, busy, waiting: waiting.length, stopped };
}

function aborted() {
  return new DOMException('the request was given up', 'AbortError');
}

/** Drops `job` if it waits, or stops the worker searching it. */
function giveUp(job) {
  const at = waiting.indexOf(job);
  if (at >= 0) {
    waiting.splice(at, 1);
    job.reject(aborted());
    return;
  }
  const slot = slots.find((candidate) => candidate.running === job);
  if (slot === undefined) return; // already answered
  slot.worker.terminate();
  stopped += 1;
  slots.splice(slots.indexOf(slot), 1);
  job.reject(aborted());
  dispatch();
}

/** Hands waiting jobs to idle workers, starting workers up to POOL_SIZE. */
function dispatch() {
  while (waiting.length > 0) {
    const slot = slots.find((candidate) => candidate.running === null) ??
      (slots.length < POOL_SIZE ? startWorker() : null);
    if (slot === null) return;
    const job = waiting.shift();
    slot.running = job;
    send(slot, job);
  }
}

/**
 * Posts `job` to its worker, with the evaluation when the request searches (all but the
 * moves of levels that do not search) and the worker has none yet. A failed fetch fails the job; a job given
 * up during the fetch is not sent (its worker is gone).
 */
async function send(slot, job) {
  const { request } = job;
  let evaluation;
  try {
    const { levelSearches } = await loadEngine();
    const searches = request.kind !== 'move' || levelSearches(request.level);
    if (searches && !slot.hasEvaluation) evaluation = await fetchEvaluation();
  } catch (error) {
    if (slot.running !== job) return;
    slot.running = null;
    job.reject(error instanceof Error ? error : new Error(String(error)));
    dispatch();
    return;
  }
  if (slot.running !== job) return;
  if (evaluation === undefined) {
    slot.worker.postMessage({ id: job.id, ...request });
    return;
  }
  // Until the worker answers: if it could not install the bytes, the next search sends them again.
  slot.hasEvaluation = true;
  job.carriesEvaluation = true;
  slot.worker.postMessage({ id: job.id, ...request, evaluation });
}

function startWorker() {
  const worker = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  const slot = { worker, running: null, hasEvaluation: false };
  worker.addEventListener('message', ({ data }) => {
    const job = slot.running;
    if (job === null || job.id !== data.id) return;
    slot.running = null;
    if (data.error !== undefined && job.carriesEvaluation) slot.hasEvaluation = false;
    if (data.error !== undefined) job.reject(new Error(data.error));
    else job.resolve(data);
    dispatch();
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    slots.splice(slots.indexOf(slot), 1);
    slot.running?.reject(new Error('the computer player could not start'));
    slot.running = null;
    // The jobs still waiting would meet the same fate: refuse them too, rather than start
    // worker after worker.
    for (const job of waiting.splice(0)) job.reject(new Error('the computer player could not start'));
  });
  slots.push(slot);
  return slot;
}
