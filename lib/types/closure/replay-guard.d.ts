/** One swapped path as the swap left it: its content hash and signature, or absent (null). */
interface SealedPath {
    path: string;
    /** The content hash the swap wrote, or null when it moved the file aside. */
    sha: string | null;
    /** The file's signature (size:mtime:ctime:ino) right after the swap; undefined when absent. */
    signature: string | undefined;
}
/** The swapped files of one replay, as the swap left them. */
export interface SwapSeal {
    root: string;
    paths: SealedPath[];
}
/** What a swap's journal says it left at each path (closure/harness-swap.ts). */
export interface SwappedPaths {
    root: string;
    entries: readonly {
        path: string;
        during: string | null;
    }[];
}
/** Seals the paths a swap wrote or moved aside, right after the swap. */
export declare function sealSwap(swapped: SwappedPaths): SwapSeal;
/**
 * The sealed paths written since the seal: a signature that moved (size, mtime, ctime or
 * inode), or content that is not what the swap left. Sorted.
 */
export declare function brokenSeals(seal: SwapSeal): string[];
export {};
