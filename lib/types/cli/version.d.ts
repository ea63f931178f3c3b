/** `0.1.0`, from package.json. */
export declare function packageVersion(): string;
