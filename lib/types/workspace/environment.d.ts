/** Files signed per session, at most: past it the record says it is incomplete. */
export declare const ENVIRONMENT_MAX_FILES = 400000;
/** One installed package. */
export interface SignedPackage {
    /** Its name (`package.json`'s, else the directory's). */
    name: string;
    /** `package.json`'s version; in site-packages the owning distributions (`pluggy 1.5.0`); empty when unknown. */
    version: string;
    /** Hash of its files' paths and signatures; `link:<target>` for a linked package. */
    signature: string;
}
export interface EnvironmentRecord {
    /** Path from the workspace root → package. */
    packages: Record<string, SignedPackage>;
    /** The install's records (lockfiles, `package.json`): path → sha256 of its content. */
    records: Record<string, string>;
    /** Root virtualenvs (a directory holding `pyvenv.cfg`) → the signature of its interpreters and `pyvenv.cfg`. */
    virtualenvs: Record<string, string>;
    /** The file bound was reached: packages past it are not signed. */
    truncated: boolean;
}
/** The files that record what the project installs, as the package managers write them. */
export declare const INSTALL_RECORDS: string[];
/** The root's virtualenvs: directories holding `pyvenv.cfg` (the interpreter's own marker). */
export declare function rootVirtualenvs(root: string): string[];
/** A virtualenv's interpreters (`bin/python*`: where each link points, or each file's content) and its `pyvenv.cfg`. */
export declare function interpreterSignature(venv: string): string;
/** Signs the environment of the workspace at `root` as it is now. Never throws for an unreadable file. */
export declare function signEnvironment(root: string): EnvironmentRecord;
/** The workspace's install records as text, read when a comparison needs them (closure/environment-change.ts). */
export declare function installRecordsOf(root: string): {
    read(path: string): string | undefined;
};
