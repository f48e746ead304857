import type { SecurityFacts } from './ir.js';

// Functions a compiler writes into its output, not the author: Babel's helpers
// (`_createForOfIteratorHelper`, `_interopRequireWildcard`), TypeScript's tslib (`__awaiter`,
// `__importStar`), SWC's snake-case spellings (`_interop_require_default`) and esbuild's module
// glue (`__toESM`). A new compiler version rewrites them (`typeof Symbol === "undefined" || ...`
// became `if (!it)` in `_createForOfIteratorHelper`), and a build that drops one calls it less:
// neither is the library giving up a check. Names a library may give its own private helpers
// (`_get`, `_set`, `_extends`, `__values`, `_defineProperty`) are left out: a deep `_set` is
// where a prototype-pollution guard lives. In the tuning releases of
// scripts/bench-real/secreg-releases.mjs --wider, such rewrites refused two releases of a
// validator and one of a template engine.
const HELPER_NAMES = new Set(
  [
    // Babel
    'applyDecoratedDescriptor',
    'arrayLikeToArray',
    'arrayWithHoles',
    'arrayWithoutHoles',
    'assertThisInitialized',
    'asyncGeneratorStep',
    'asyncToGenerator',
    'callSuper',
    'checkPrivateRedeclaration',
    'classApplyDescriptorGet',
    'classApplyDescriptorSet',
    'classCallCheck',
    'classExtractFieldDescriptor',
    'classPrivateFieldGet',
    'classPrivateFieldInitSpec',
    'classPrivateFieldSet',
    'classPrivateMethodInitSpec',
    'createClass',
    'createForOfIteratorHelper',
    'createForOfIteratorHelperLoose',
    'createSuper',
    'getPrototypeOf',
    'getRequireWildcardCache',
    'inherits',
    'inheritsLoose',
    'initializerDefineProperty',
    'interopRequireDefault',
    'interopRequireWildcard',
    'isNativeFunction',
    'isNativeReflectConstruct',
    'iterableToArray',
    'iterableToArrayLimit',
    'nonIterableRest',
    'nonIterableSpread',
    'objectSpread2',
    'objectWithoutProperties',
    'objectWithoutPropertiesLoose',
    'possibleConstructorReturn',
    'readOnlyError',
    'regeneratorRuntime',
    'setPrototypeOf',
    'slicedToArray',
    'superPropBase',
    'superPropGet',
    'taggedTemplateLiteral',
    'toConsumableArray',
    'toPrimitive',
    'toPropertyKey',
    'typeof',
    'unsupportedIterableToArray',
    'wrapNativeSuper',
    // tslib
    'asyncGenerator',
    'asyncValues',
    'awaiter',
    'classPrivateFieldIn',
    'createBinding',
    'exportStar',
    'importDefault',
    'importStar',
    'makeTemplateObject',
    'setModuleDefault',
    'spreadArray',
    'spreadArrays',
    // esbuild
    'commonJS',
    'copyProps',
    'defNormalProp',
    'publicField',
    'reExport',
    'toCommonJS',
    'toESM',
  ].map((name) => name.toLowerCase()),
);

/**
 * Whether a function of this name is a compiler's helper: one of the names above behind the
 * leading underscores compilers give them (`_typeof`, `__awaiter`, `_interop_require_default`).
 * The underscore is required, so a library's own `values()` or `extend()` is never one.
 */
function isToolingHelperName(name: string): boolean {
  const bare = /^_+(.+)$/.exec(name)?.[1];
  return bare !== undefined && HELPER_NAMES.has(bare.replace(/_/g, '').toLowerCase());
}

function insideHelper(scope: string): boolean {
  return scope.split('.').some(isToolingHelperName);
}

/**
 * The facts of a file without what sits inside compiler helpers. Both sides of a diff are
 * filtered by the name each side gives the function, so renaming the library's own checking
 * function to a helper's name leaves its checks on the baseline side and their loss is reported.
 */
export function withoutToolingHelpers(facts: SecurityFacts): SecurityFacts {
  const keep = <T extends { readonly scope: string }>(items: readonly T[]): T[] =>
    items.filter((item) => !insideHelper(item.scope));
  return {
    ...facts,
    functions: keep(facts.functions),
    guards: keep(facts.guards),
    successes: keep(facts.successes),
    gated: keep(facts.gated),
    conditions: keep(facts.conditions),
    calls: keep(facts.calls).filter((call) => !isToolingHelperName(call.name)),
    references: keep(facts.references),
    checks: keep(facts.checks),
    sinks: keep(facts.sinks),
    regexes: keep(facts.regexes),
    configs: keep(facts.configs),
    numerics: keep(facts.numerics),
    insecureRandom: keep(facts.insecureRandom),
  };
}
