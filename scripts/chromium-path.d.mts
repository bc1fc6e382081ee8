/** The browser the tests launch, or undefined when neither Chromium build is installed. */
export declare function chromiumPath(): string | undefined;
