// The two packages ship JavaScript without declarations; the test uses this much of them.
declare module '@adobe/structured-data-validator' {
  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
  }
  export default class Validator {
    /** `schemaOrgJson`: the schema.org vocabulary for the optional schema check (left out: no check, no fetch). */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}
