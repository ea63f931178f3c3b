export declare function commandWordNote(change: {
    word: string;
    was?: string;
    now: string;
}): string;
