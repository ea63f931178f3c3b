/**
 * The files a pytest run's progress and `-v` lines name, in order: the gate's evidence that
 * a failing test's file ran.
 *
 * @module dsh-test-closure/runners/pytest/files-run
 */

/**
 * The files a run's progress and `-v` lines name, in order. A progress line without a path
 * (`-q`) voids the list: a path there can only be a line a test printed (`-s`), and a list of
 * those would name files that did not run and miss those that did.
 */
export class FilesRun {
  readonly #files = new Set<string>();
  #last = '';
  #void = false;

  /** A progress line's path (undefined: a line without one). */
  progress(path: string | undefined): void {
    if (path === undefined) this.#void = true;
    else this.#files.add(path);
  }

  /** `-v` lines of one file come together: the last file is compared before a node id is cut. */
  nodeid(id: string): void {
    const last = this.#last;
    if (last !== '' && id.startsWith(last) && id.startsWith('::', last.length)) return;
    const at = id.indexOf('::');
    this.#last = at < 0 ? id : id.slice(0, at);
    this.#files.add(this.#last);
  }

  /** The files in order of first appearance; empty when a path-less progress line voided them. */
  list(): string[] {
    return this.#void ? [] : [...this.#files];
  }
}
