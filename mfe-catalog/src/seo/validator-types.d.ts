// The two libraries that check structured data (the catalog's head tests and e2e/tests/ssr.spec.ts) ship JavaScript without types: what the tests use.
declare module '@adobe/structured-data-validator' {
  /** One finding of Google's rich-result rules (and schema.org's, when given its vocabulary). */
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: { type: string; index?: number; property?: string }[];
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  /** Structured data found in an HTML page, per format (`jsonld`: per type, the objects of that type). */
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld?: Record<string, Record<string, unknown>[]> } & Record<string, unknown>;
  }
}
