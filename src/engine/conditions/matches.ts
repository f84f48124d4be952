// The condition evaluator lives in common/ (the server's subscriptions apply a filter's `disabledWhen` as the portal does).
export { isEmptyValue, matches, rowMatches, sameValue, type ConditionTests } from '../../../common/conditions.ts';
