// @stylistic/eslint-plugin ships one module per rule, exporting the rule as `t`, without type files.
declare module '@stylistic/eslint-plugin/rules/*' {
  import type { Rule } from 'eslint';
  export const t: Rule.RuleModule;
}
