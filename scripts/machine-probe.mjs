#!/usr/bin/env node
// `npm run machine`: how fast this machine is at what the test suite does most,
// so that `npm test` times measured on different machines can be compared
// (docs/testing.md; docs/decisions/052). Prints three figures:
// - a compute score: milliseconds for a fixed loop of arithmetic and objects;
// - the cost of a page fault: microseconds to touch a page of new memory, which
//   every process start, browser page and database copy pays thousands of times;
// - the cost of a system call (a 1-byte file read, through Node).
// On a virtual machine whose page faults go through the host, the second can
// be ten times the usual 1–2 µs, and the suite as a whole 1.6 times slower,
// while a single compute-bound step (the type check) runs at the same speed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PAGE = 4096;

/** Median of `runs` timings of `fn`, in milliseconds. */
function median(runs, fn) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

function compute() {
  let total = 0;
  for (let i = 0; i < 2_000_000; i++) {
    const point = { x: i, y: i * 2 };
    total = (total + point.x * point.y) % 1_000_003;
  }
  return total;
}

/** Touches one byte per page of 64 MB of new memory (allocUnsafeSlow: not zeroed by Node). */
function touchNewMemory() {
  const size = 64 * 1024 * 1024;
  const buffer = Buffer.allocUnsafeSlow(size);
  for (let offset = 0; offset < size; offset += PAGE) buffer[offset] = 1;
  return size / PAGE;
}

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "probe-")), "byte");
fs.writeFileSync(file, "x");
const fd = fs.openSync(file, "r");
const one = Buffer.alloc(1);
const READS = 100_000;

compute();
const computeMs = median(5, compute);
const faultUs = (median(5, touchNewMemory) * 1000) / ((64 * 1024 * 1024) / PAGE);
const syscallUs =
  (median(3, () => {
    for (let i = 0; i < READS; i++) fs.readSync(fd, one, 0, 1, 0);
  }) *
    1000) /
  READS;
fs.closeSync(fd);
fs.rmSync(path.dirname(file), { recursive: true });

console.log(`Calcolo: ${computeMs.toFixed(0)} ms`);
console.log(`Page fault: ${faultUs.toFixed(1)} µs per pagina di memoria nuova`);
console.log(`Chiamata di sistema: ${syscallUs.toFixed(2)} µs (lettura di 1 byte)`);
const [cpu] = os.cpus();
const speed = cpu?.speed ? ` a ${cpu.speed} MHz` : "";
console.log(`CPU: ${os.cpus().length} × ${cpu?.model ?? "?"}${speed}`);
