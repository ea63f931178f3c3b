export interface PythonFacts {
    /** Test modules read that import unittest (`import unittest`, `from unittest import …`). */
    unittestModules: number;
    /** Test modules read that use pytest (`import pytest`, `from pytest`, `pytest.` anywhere). */
    pytestModules: number;
    /** The root file or virtualenv that declares or holds pytest, if any. */
    pytestDeclaredBy?: string;
    /** `manage.py` when the root holds Django's manage script (it names `django`): the project's tests run with `manage.py test`. */
    djangoManage?: string;
}
/** Test modules read at most, and characters read of each: imports are at the top. */
export declare const MAX_PYTHON_MODULES = 50;
/** A Python test module by pytest's or unittest's default pattern. */
export declare function isPythonTestModule(path: string): boolean;
/**
 * Reads the Python facts.
 * @param read a root-relative file's text (undefined when unreadable or outside the workspace).
 * @param rootFiles the root's file names; `files` the walk's files, breadth-first.
 */
export declare function readPythonFacts(root: string, rootFiles: ReadonlySet<string>, files: readonly string[], read: (path: string) => Promise<string | undefined>): Promise<PythonFacts>;
