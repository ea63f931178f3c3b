export declare class Progress {
    #private;
    constructor(stream: NodeJS.WritableStream & {
        isTTY?: boolean;
    }, command: string);
    output(chunk: string): void;
    done(): void;
}
