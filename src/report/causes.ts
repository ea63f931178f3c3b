/**
 * A run's failures grouped by root cause: failures that broke for one reason (a fixture or
 * hook that failed in setup, a module that failed to import, a helper that raised for a
 * missing setting) are one cause, written once with its extent, where every other failure is
 * written on its own line. Host-free and runner-free: it reads only the parsed
 * {@link Failure}s.
 *
 * Two failures have the same cause when their error reads the same and happened at the same
 * place: the same first message line (which names the error's type where the runner prints
 * one), the same top project frame (`location`) and the same detail lines, each compared
 * after {@link normalizeVolatile} and with the failure's own file masked (a collection
 * error's message names the module it was importing). The location is required but for a
 * file that failed to load (its error may show no frame): without the place, two equal messages (`expect(received).toBe(expected)`) say nothing about a common
 * reason. The detail is compared too, so failing assertions in one shared helper or
 * parametrized body that differ in what they compared (`Expected: 34`, `Received: 35`) stay
 * independent failures; an assertion whose output shows no detail (`Expected values to be
 * strictly equal:` in TAP) cannot show that it compared the same values, so it always stays
 * on its own.
 *
 * @module dsh-test-closure/report/causes
 */
import type { Failure } from './types.ts';

/**
 * Failures that share a cause are grouped from this many on; fewer stay one per line (two
 * lines cost fewer bytes than a cause's block, as with a shared message).
 */
export const CAUSE_MIN_FAILURES = 3;

/** A message that begins with an error's type (`Error: …`, `SyntaxError: …`, `ModuleNotFoundError: …`). */
const NAMED_ERROR = /^[\w.]*(?:Error|Exception)\b/;

/** A message of an assertion library (`assert …`, `AssertionError`, `expect(received)…`, `Expected values …`). */
const ASSERTION = /assert|expect/i;

/** One entry of a run's failures in the order they are shown: a cause, or a failure of its own. */
export type FailureEntry = { kind: 'cause'; cause: Cause } | { kind: 'single'; failure: Failure };

/** Failures that broke for one reason. */
export interface Cause {
  /** The first failure of the group as listed: its message, location and detail are the cause's. */
  first: Failure;
  /** Every failure of the group, in the run's order (at least {@link CAUSE_MIN_FAILURES}). */
  failures: Failure[];
  /**
   * The files the failures are in (a unittest id's module where the failure has no file), in
   * order of first appearance, with how many each (files of `file` failures count 1).
   */
  files: { file: string; count: number }[];
}

// Volatile parts of an error's text, replaced before comparing (never in what is shown):
// addresses (`0x7f2e47fdc990`), UUIDs, long hexadecimal ids (object and request ids, hashes),
// and numbers inside generated names (`pytest-3`, `test_x0`, `tmpab12cd`, `worker_17`). A
// number standing alone (`expected 3 to be 4`, `localhost:5432`) is kept: it is what differs
// between two assertions.
const ADDRESS = /\b0x[0-9a-f]+\b/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const HEX_ID = /\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
const NUMBER_IN_NAME = /(?<=[A-Za-z]|[A-Za-z0-9][_-])\d+/g;

/** `text` with its volatile parts replaced by placeholders, for comparing two errors. */
export function normalizeVolatile(text: string): string {
  return text.replace(ADDRESS, '0x#').replace(UUID, '<uuid>').replace(HEX_ID, '<id>').replace(NUMBER_IN_NAME, '#');
}

/** What two failures with the same cause have in common; undefined for a failure that is always its own. */
function causeKey(f: Failure): string | undefined {
  if (f.message === undefined) return undefined;
  // A file that failed to load may show no frame (node:test prints only the error): then its
  // message alone is the cause when it is an error's (`SyntaxError: …`), not a runner's
  // generic word for the file (`test failed`).
  if (f.location === undefined && !(f.kind === 'file' && NAMED_ERROR.test(f.message))) return undefined;
  if (ASSERTION.test(f.message) && (f.detail === undefined || f.detail.length === 0)) return undefined;
  // A collection error names the module it was importing: mask the failure's own file.
  const own = f.file ?? (f.kind === 'file' ? f.name : undefined);
  const masked = (text: string): string => normalizeVolatile(own === undefined || own === '' ? text : text.split(own).join('<file>'));
  return JSON.stringify([f.kind === 'run' ? 'run' : 'test-or-file', masked(f.message), f.location ?? '', (f.detail ?? []).map(masked)]);
}

/**
 * The failures in the order they are listed, those with a common cause grouped into one
 * entry at the place of the first of them; every other failure is an entry of its own, in
 * its place. A run with no common cause gives one `single` entry per failure, in order.
 */
export function groupByCause(failures: readonly Failure[]): FailureEntry[] {
  const byKey = new Map<string, Failure[]>();
  const keys = failures.map(causeKey);
  failures.forEach((f, i) => {
    const key = keys[i];
    if (key === undefined) return;
    const group = byKey.get(key);
    if (group) group.push(f);
    else byKey.set(key, [f]);
  });
  const entries: FailureEntry[] = [];
  const placed = new Set<string>();
  failures.forEach((f, i) => {
    const key = keys[i];
    const group = key === undefined ? undefined : byKey.get(key);
    if (group === undefined || group.length < CAUSE_MIN_FAILURES) {
      entries.push({ kind: 'single', failure: f });
      return;
    }
    if (placed.has(key!)) return;
    placed.add(key!);
    entries.push({ kind: 'cause', cause: { first: f, failures: group, files: filesOf(group) } });
  });
  return entries;
}

/**
 * The module a unittest-style id names, `pkg.mod` of `test_x (pkg.mod.Class.test_x)` (3.11+)
 * or `test_x (pkg.mod.Class)` (3.10): the id without the method and the class. Such failures
 * carry no file (unittest prints none), and the module is where they are.
 */
function moduleOfTestId(name: string): string | undefined {
  const m = /^(\w+) \(([\w.]+)\)$/.exec(name);
  if (m === null) return undefined;
  const parts = m[2]!.split('.');
  if (parts.at(-1) === m[1]) parts.pop();
  parts.pop();
  return parts.length > 0 ? parts.join('.') : undefined;
}

/** Where a failure is, for a cause's extent: its file, a file failure's own name, or a unittest id's module. */
function placeOf(f: Failure): string | undefined {
  return f.file ?? (f.kind === 'file' ? f.name : moduleOfTestId(f.name));
}

/** The files of `failures` in order of first appearance, with how many failures each holds. */
function filesOf(failures: readonly Failure[]): Cause['files'] {
  const counts = new Map<string, number>();
  for (const f of failures) {
    const file = placeOf(f);
    if (file !== undefined) counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  return [...counts].map(([file, count]) => ({ file, count }));
}

/** How many causes `entries` hold and how many failures they explain together. */
export function causeTally(entries: readonly FailureEntry[]): { causes: number; failures: number } {
  let causes = 0;
  let failures = 0;
  for (const e of entries) {
    if (e.kind !== 'cause') continue;
    causes++;
    failures += e.cause.failures.length;
  }
  return { causes, failures };
}
