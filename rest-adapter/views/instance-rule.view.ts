import { graphql } from '../gql/index.js';
import type { InstanceRuleEntryFragment } from '../gql/graphql.js';
import { entity, integer, object, string } from '../reply-schema.js';

export const INSTANCE_RULE_FRAGMENT = graphql(`fragment InstanceRuleEntry on InstanceRule { id text hint priority }`);

/** Mastodon's Rule, as /api/v1/instance/rules and both instance documents list it. */
export function instanceRuleView(r: InstanceRuleEntryFragment) {
  return { id: String(r.id), text: r.text, hint: r.hint };
}

/** The admin API's rule: the same, with its priority (Pleroma's RuleView). */
export function adminInstanceRuleView(r: InstanceRuleEntryFragment) {
  return { ...instanceRuleView(r), priority: r.priority };
}

const ruleFields = { id: string, text: string, hint: string };

/** JSON Schema of `instanceRuleView`'s reply. */
export const InstanceRule = entity('InstanceRule', object(ruleFields));

/** JSON Schema of `adminInstanceRuleView`'s reply. */
export const AdminInstanceRule = entity('AdminInstanceRule', object({ ...ruleFields, priority: integer }));
