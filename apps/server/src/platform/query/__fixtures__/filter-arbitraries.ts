import fc from 'fast-check';

/**
 * Generators of filters for the fuzz test: mostly well-typed filters over the fixture's Order model
 * (so many reach the database), mixed with hostile ones (unknown fields, wrong types, huge numbers,
 * unicode, NUL, SQL fragments, malformed shapes). Every generated value carries SENTINEL when it is a
 * free string, so the test can check that no value ever reaches the SQL text.
 */

export const SENTINEL = 'ZQXSENTINEL';

const KNOWN = [
  'id',
  'status',
  'regtype',
  'amount',
  'amount_fen',
  'score',
  'remark',
  'tags',
  'extra',
  'paid',
  'term',
  'ctime',
  'out_trade_no',
  'mobile',
  'secret',
];
const RELATED = [
  'user.mobile',
  'user.username',
  'user.ctime',
  'teacherInfo.name',
  'teacherInfo.departmentInfo.name',
  'teacherInfo.departmentInfo.id',
  'user.orders.status',
];
const WEIRD = [
  '',
  'nope',
  'id; DROP TABLE qf_order',
  'a"b',
  "x'y",
  'user.',
  '.keyword',
  'teacherInfo',
  'user.orders',
  '字段',
  '$1',
  'bool',
  'term',
];

export const fieldName = fc
  .oneof(
    { weight: 6, arbitrary: fc.constantFrom(...KNOWN) },
    { weight: 2, arbitrary: fc.constantFrom(...RELATED) },
    { weight: 1, arbitrary: fc.constantFrom(...WEIRD) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  )
  .chain((f) => fc.constantFrom(f, `${f}.keyword`));

const sqlish = fc.constantFrom(
  `' OR 1=1 --${SENTINEL}`,
  `"; DROP TABLE qf_order; --${SENTINEL}`,
  `$1${SENTINEL}`,
  `\\${SENTINEL}\\`,
  `%_*?${SENTINEL}`,
  `*${SENTINEL}*`,
  `\u0000${SENTINEL}`,
  `${SENTINEL}\ud800`,
  `2024-01-01T00:00:00Z`,
  `2024-13-45 99:99`,
  `1e999999`,
  `-0`,
  `0x10`,
  ` 42 `,
  `NaN`,
  `Infinity`,
);
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -20, max: 20 }),
  fc.double({ noNaN: false }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((b) => b.toString()),
  fc.constantFrom(
    Number('9223372036854775807'),
    Number('9223372036854775808'),
    Number('-9223372036854775809'),
    1e308,
    -1e308,
    5e-324,
    1704067200000,
    8.64e15,
    -8.64e15 - 1,
  ),
  fc.string({ maxLength: 20 }).map((s) => `${s}${SENTINEL}`),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  sqlish,
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.constantFrom('gt', 'gte', 'lt', 'lte', 'format', 'boost', 'value', 'query'), scalar, { maxKeys: 4 }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Field names with values of their own type, so most generated filters are valid and reach the database. */
const TYPED: Array<[string, 'int' | 'float' | 'string' | 'bool' | 'time' | 'array']> = [
  ['id', 'int'],
  ['status', 'int'],
  ['regtype', 'int'],
  ['term', 'int'],
  ['amount_fen', 'int'],
  ['teacherInfo.departmentInfo.id', 'int'],
  ['amount', 'float'],
  ['score', 'float'],
  ['remark', 'string'],
  ['out_trade_no', 'string'],
  ['mobile', 'string'],
  ['user.mobile', 'string'],
  ['teacherInfo.name', 'string'],
  ['paid', 'bool'],
  ['ctime', 'time'],
  ['user.ctime', 'time'],
  ['tags', 'array'],
];
const typedScalar = (t: (typeof TYPED)[number][1]): fc.Arbitrary<unknown> => {
  switch (t) {
    case 'int':
      return fc.oneof(
        fc.integer({ min: -5, max: 100 }),
        fc.integer().map(String),
        fc.constantFrom(Number('9223372036854775807'), '99999999999999999999', 2.5, '-0', ' 7 '),
      );
    case 'float':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 1000 }).map(String),
        fc.constantFrom('1e999', '-1e999', 1e308),
      );
    case 'bool':
      return fc.constantFrom(true, false, 1, 0, 'true', 'false');
    case 'time':
      return fc.oneof(
        fc.integer({ min: 1_600_000_000_000, max: 1_800_000_000_000 }),
        fc.constantFrom('2024-01-02', '2024-01-01 05:00:00', '1704067200000'),
      );
    default:
      return fc.oneof(
        fc.string({ maxLength: 12 }).map((x) => `${x}${SENTINEL}`),
        fc.string({ unit: 'binary', maxLength: 8 }),
        sqlish,
        fc.constantFrom('*a*', 'NO00*', '*老师', '100%_off'),
      );
  }
};
const typedPair = fc
  .constantFrom(...TYPED)
  .chain(([name, t]) => fc.tuple(fc.constantFrom(name, `${name}.keyword`), fc.constant(t), typedScalar(t)));
const typedLeaf: fc.Arbitrary<Record<string, unknown>> = typedPair.chain(([name, t, v]) =>
  fc.oneof(
    fc.constant({ term: { [name]: v } }),
    fc.array(typedScalar(t), { maxLength: 4 }).map((vs) => ({ terms: { [name]: vs } })),
    t === 'bool' || t === 'array'
      ? fc.constant({ term: { [name]: v } })
      : typedScalar(t).map((hi) => ({ range: { [name]: { gte: v, lt: hi, format: 'x' } } })),
    fc.constant({ wildcard: { [name]: `*${String(v)}*` } }),
    fc.constant({ prefix: { [name]: String(v) } }),
    fc.constant({ match: { [name]: String(v) } }),
    fc.constant({ exists: { field: name } }),
    fc.constant({ [name]: v }),
  ),
);
const hostileLeaf: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ term: fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 2 }) }),
  fc.record({ terms: fc.dictionary(fieldName, fc.oneof(fc.array(scalar, { maxLength: 6 }), scalar), { minKeys: 1, maxKeys: 1 }) }),
  fc.record({ range: fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 2 }) }),
  fc.record({ wildcard: fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 1 }) }),
  fc.record({ prefix: fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 1 }) }),
  fc.record({ match: fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 1 }) }),
  fc.record({ match_phrase: fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 1 }) }),
  fc.record({ exists: fc.oneof(fc.record({ field: fieldName }), fc.record({ field: scalar })) }),
  fc.record({ ids: fc.record({ values: fc.oneof(fc.array(scalar, { maxLength: 4 }), scalar) }) }),
  fc.constant({ match_all: {} }),
  fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 2 }),
  fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })).map((v) => ({ term: v })),
);
const leaf = fc.oneof({ weight: 12, arbitrary: typedLeaf }, { weight: 1, arbitrary: hostileLeaf });

const { bool } = fc.letrec<{ bool: Record<string, unknown>; clause: unknown }>((tie) => ({
  clause: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    leaf,
    tie('bool'),
    fc.oneof({ weight: 1, arbitrary: scalar }, { weight: 30, arbitrary: leaf }),
  ),
  bool: fc
    .record(
      {
        must: fc.oneof(fc.array(tie('clause'), { maxLength: 3 }), tie('clause')),
        filter: fc.oneof(fc.array(tie('clause'), { maxLength: 3 }), tie('clause')),
        should: fc.array(tie('clause'), { maxLength: 3 }),
        must_not: fc.oneof(fc.array(tie('clause'), { maxLength: 2 }), tie('clause')),
        minimum_should_match: fc.oneof(fc.integer({ min: -3, max: 4 }), fc.constantFrom('1', '50%', '-1', 'x', '200%')),
        boost: fc.double(),
      },
      { requiredKeys: [] },
    )
    .map((b) => ({ bool: b })),
}));

const shorthand = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.array(typedPair, { maxLength: 4 }).map((ps) => Object.fromEntries(ps.map(([n, , v]) => [n, v]))) },
      { weight: 1, arbitrary: fc.dictionary(fieldName, value, { maxKeys: 4 }) },
    ),
    fc.option(
      fc.dictionary(fc.constantFrom('remark', 'user.mobile.keyword', 'out_trade_no'), fc.oneof(scalar, fc.constant('*abc*')), {
        maxKeys: 2,
      }),
      { nil: undefined },
    ),
    fc.option(bool, { nil: undefined }),
  )
  .map(([flat, like, b]) => ({ ...flat, ...(like ? { 'label.like': like } : {}), ...(b ?? {}) }));

export const filterText: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: shorthand.map((f) => JSON.stringify(f)) },
  { weight: 5, arbitrary: bool.map((f) => JSON.stringify(f)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.constantFrom('', '{}', 'null', '[]', '{"bool":null}', '{"bool":{"must":"x"}}') },
);

const sortDir = fc.constantFrom('asc', 'desc', 'ASC', 'sideways', 1, null);
export const sortText: fc.Arbitrary<string | null> = fc.oneof(
  fc.constant(null),
  fc.dictionary(fieldName, sortDir, { maxKeys: 3 }).map((o) => JSON.stringify(o)),
  fc.array(fc.dictionary(fieldName, sortDir, { maxKeys: 1 }), { maxLength: 3 }).map((o) => JSON.stringify(o)),
  fc.string({ maxLength: 10 }),
);
