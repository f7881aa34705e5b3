import {
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { runInBackground } from '../db/priority';
import { AppError, type ErrorKind } from '../http/errors';
import { documentCost, QUERY_COST_DEFAULTS } from './cost';
import { GRAPHQL_LIMITS, limitsRule } from './hardening';
import type { QueryContext } from './types';

export interface GraphqlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface FormattedError {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions: { code: ErrorKind | 'GRAPHQL_VALIDATION' | 'GRAPHQL_PARSE'; requestId?: string };
}

export interface GraphqlOutcome {
  /** 200 for GraphQL errors (unknown field, bad filter); 420/401 when a root refused the caller. */
  status: number;
  body: { data?: unknown; errors?: FormattedError[] };
  /** Roots refused for permission (the route records them like any refused call). */
  denied: string[];
  /** Unexpected errors (database, bugs): logged by the caller, never shown. */
  internal: unknown[];
  /** The document's estimated cost (cost.ts); 0 when it did not get that far. */
  cost: number;
  /** Gives back what `admit` took: the caller calls it once the answer is written (serialising is part of the work). */
  release?: () => void;
}

export interface RunOptions {
  introspection: boolean;
  /** Documents estimated above this are refused before they run (default QUERY_COST_DEFAULTS.maxCost). */
  maxCost?: number;
  /**
   * Called with the cost before the document runs; may refuse by throwing (the per-staff cap on heavy
   * documents). What it returns comes back as the outcome's `release`.
   */
  admit?: (cost: number) => (() => void) | null;
}

const badRequest = (zh: string, en: string) => new AppError('BAD_REQUEST', zh, en);

function parseVariables(v: unknown): Record<string, unknown> | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  let value = v;
  if (typeof v === 'string') {
    try {
      value = JSON.parse(v);
    } catch {
      throw badRequest('variables 不是有效的 JSON', 'variables is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('variables 必须是 JSON 对象', 'variables must be an object');
  return value as Record<string, unknown>;
}

/**
 * Parses, validates and runs one document. Transport problems (no query, too large) throw AppError
 * (400 envelope); everything GraphQL reports comes back in `errors` with HTTP 200.
 */
export async function runGraphql(schema: GraphQLSchema, req: GraphqlRequest, qc: QueryContext, opts: RunOptions): Promise<GraphqlOutcome> {
  const source = req.query;
  if (typeof source !== 'string' || source.trim() === '') throw badRequest('参数错误：query 不能为空', 'Bad parameter: query is required');
  if (Buffer.byteLength(source, 'utf8') > GRAPHQL_LIMITS.maxDocumentBytes) {
    throw badRequest('查询文档过大（最多 1 MB）', 'Query document too large (max 1 MB)');
  }
  const variableValues = parseVariables(req.variables);
  const operationName = typeof req.operationName === 'string' && req.operationName ? req.operationName : undefined;

  const maxCost = opts.maxCost ?? QUERY_COST_DEFAULTS.maxCost;
  const overCost = (document: DocumentNode): FormattedError | null => {
    const cost = documentCost(schema, document, operationName, variableValues);
    if (cost <= maxCost) return null;
    const message =
      qc.lang === 'en'
        ? `Query too large: about ${cost} values (at most ${maxCost}); ask for fewer rows per page or fewer fields`
        : `查询范围过大：预计返回约 ${cost} 个值，最多 ${maxCost} 个；请减少每页条数或查询字段`;
    return { message, extensions: { code: 'GRAPHQL_VALIDATION' } };
  };

  const cacheKey = `${opts.introspection ? 1 : 0}:${operationName ?? ''}:${source}`;
  let cached = compiledDocuments.get(schema)?.get(cacheKey);
  if (!cached) {
    const checked = checkDocument(schema, source, opts, overCost);
    if ('errors' in checked) return { status: 200, body: { errors: checked.errors }, denied: [], internal: [], cost: 0 };
    // graphql-jit turns the document into one function (a fifth of graphql-js's execution cost on a
    // 20-row page); a document it cannot compile (say, an unknown operationName) runs on graphql-js,
    // which reports the problem the standard way.
    const c = compileQuery(schema, checked.document, operationName, { disablingCapturingStackErrors: true });
    cached = { document: checked.document, compiled: isCompiledQuery(c) ? c : checked.document };
    if (source.length <= DOCUMENT_CACHE_MAX_CHARS) remember(schema, cacheKey, cached);
  }

  // The cost depends on the variables (a size may be one), so a cached document's is estimated again
  // per request: a walk of the document, far cheaper than running it.
  const cost = documentCost(schema, cached.document, operationName, variableValues);
  const tooLarge = overCost(cached.document);
  if (tooLarge) return { status: 200, body: { errors: [tooLarge] }, denied: [], internal: [], cost };
  const release = opts.admit?.(cost) ?? undefined;
  const compiled = cached.compiled;
  const run = () => executeCompiled(schema, compiled, qc, variableValues, operationName, cost);
  try {
    // An admitted (heavy) document runs as background work: on the embedded database the statements
    // of light requests go before its own (db/statement-gate.ts).
    return { ...(await (release ? runInBackground(run) : run())), release };
  } catch (err) {
    release?.();
    throw err;
  }
}

async function executeCompiled(
  schema: GraphQLSchema,
  compiled: DocumentNode | CompiledQuery,
  qc: QueryContext,
  variableValues: Record<string, unknown> | undefined,
  operationName: string | undefined,
  cost: number,
): Promise<GraphqlOutcome> {
  const result =
    'query' in compiled
      ? await compiled.query(undefined, qc, variableValues ?? {})
      : await execute({ schema, document: compiled, contextValue: qc, variableValues, operationName });
  const denied: string[] = [];
  const internal: unknown[] = [];
  let status = 200;
  const errors = result.errors?.map((e): FormattedError => {
    const original = e.originalError;
    const where = { locations: e.locations, path: e.path };
    if (original instanceof AppError) {
      if (original.kind === 'FORBIDDEN') {
        const at = (e.path ?? []).filter((p) => typeof p === 'string').join('.');
        if (!denied.includes(at)) denied.push(at);
        status = 420;
      } else if (original.kind === 'UNAUTHENTICATED' && status !== 420) status = 401;
      return { message: original.message, ...where, extensions: { code: original.kind } };
    }
    if (!original || original instanceof GraphQLError) {
      // Argument coercion and similar: graphql-js messages name the argument, never SQL.
      return { message: e.message, ...where, extensions: { code: 'BAD_REQUEST' } };
    }
    internal.push(original);
    return {
      message: `服务器异常，请稍后重试（请求编号：${qc.ctx.requestId}）`,
      ...where,
      extensions: { code: 'INTERNAL', requestId: qc.ctx.requestId },
    };
  });
  const body: GraphqlOutcome['body'] = { data: result.data ?? null };
  if (errors?.length) body.errors = dedupe(errors);
  return { status, body, denied, internal, cost };
}

/**
 * Documents that parsed, validated and compiled, by text: the console sends the same few hundred documents
 * again and again, and parsing plus validating one costs more than a small page's SQL.
 */
const DOCUMENT_CACHE_SIZE = 500;
const DOCUMENT_CACHE_MAX_CHARS = 16_384;
interface CachedDocument {
  /** The parsed, validated document (its cost is estimated from it). */
  document: DocumentNode;
  compiled: DocumentNode | CompiledQuery;
}
const compiledDocuments = new WeakMap<GraphQLSchema, Map<string, CachedDocument>>();

function remember(schema: GraphQLSchema, key: string, document: CachedDocument): void {
  let cache = compiledDocuments.get(schema);
  if (!cache) compiledDocuments.set(schema, (cache = new Map()));
  // Insertion order makes the oldest entry the first key.
  if (cache.size >= DOCUMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, document);
}

function checkDocument(
  schema: GraphQLSchema,
  source: string,
  opts: RunOptions,
  overCost: (document: DocumentNode) => FormattedError | null,
): { document: DocumentNode } | { errors: FormattedError[] } {
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (err) {
    const e = err instanceof GraphQLError ? err : new GraphQLError('查询文档无法解析');
    // graphql-js writes "more that 5000 tokens"
    const message = /contains more th\w+ \d+ tokens/.test(e.message) ? `查询文档过长：最多 ${GRAPHQL_LIMITS.maxTokens} 个词法单元` : e.message;
    return { errors: [{ message, locations: e.locations, extensions: { code: 'GRAPHQL_PARSE' } }] };
  }
  // Depth, roots and aliases, then the cost, before the standard rules: those walk the whole document
  // once each (~30 walks, seconds for a 50,000-token one); an oversized document is refused after two.
  const structure = validate(schema, document, [limitsRule()], { maxErrors: 20 });
  if (structure.length) return { errors: structure.map(validationError) };
  const tooLarge = overCost(document);
  if (tooLarge) return { errors: [tooLarge] };
  const rules = [...specifiedRules, limitsRule(), ...(opts.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  const invalid = validate(schema, document, rules, { maxErrors: 20 });
  if (invalid.length) {
    return {
      errors: invalid.map(validationError),
    };
  }
  return { document };
}

const validationError = (e: GraphQLError): FormattedError => ({
  message: e.message,
  locations: e.locations,
  extensions: { code: 'GRAPHQL_VALIDATION' },
});

/** One refused relation fails once per row; the client needs the reason once per root, not 1000 times. */
function dedupe(list: FormattedError[]): FormattedError[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = `${String(e.path?.[0] ?? '')}|${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
