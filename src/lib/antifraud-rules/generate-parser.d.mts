/** The parser files as generate-parser.mjs writes them, for parser.test.ts's staleness check. */
export declare function generateParser(): Promise<Record<'parser.ts' | 'parser.terms.ts', string>>;
