/**
 * One query document the original console (zwmhly0823/ai-xxyy-vue-boss) sends, written down as facts:
 * the endpoint, the root, the literal arguments and the fields its page reads. The contract test builds
 * the document from these facts and validates it against our schema, so a model change that would
 * break the client fails CI. Facts only: the pages' own code is never copied here.
 */
export interface ClientDocument {
  /** Where the client posts it (one of the GraphQL paths of CONTRACT §2). */
  endpoint: string;
  /** The root field. */
  root: string;
  /** Literal arguments as the client passes them; strings are written as GraphQL string literals. */
  args?: Record<string, string | number | boolean | null>;
  /** The selection the client reads, in GraphQL selection syntax (without the outer braces); none for scalars. */
  select?: string;
  /** Which client page or API module sends it, and what for (for the reader of a failure). */
  use: string;
}
