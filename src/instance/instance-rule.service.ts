import type { EntityManager } from '@mikro-orm/postgresql';
import { InstanceRule } from '../entities/index.js';
import { BadInputError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { publish } from '../events/bus.js';

const MAX_TEXT = 1_000;
const MAX_PRIORITY = 2_147_483_647;

export interface InstanceRuleInput {
  text?: string | null;
  hint?: string | null;
  priority?: number | null;
}

function checkedText(name: string, value: string, required: boolean): string {
  const text = value.trim();
  if (required && !text) throw new UnprocessableError(`${name}: can't be blank`);
  if ([...text].length > MAX_TEXT) throw new UnprocessableError(`${name}: at most ${MAX_TEXT} characters`);
  return text;
}

function checkedPriority(value: number): number {
  if (!Number.isInteger(value) || Math.abs(value) > MAX_PRIORITY)
    throw new BadInputError('priority: must be an integer');
  return value;
}

/** The rules by priority, then in the order they were written (as Pleroma lists them). */
export function instanceRules(em: EntityManager): Promise<InstanceRule[]> {
  return em.find(InstanceRule, {}, { orderBy: { priority: 'asc', id: 'asc' } });
}

async function findRule(em: EntityManager, id: string): Promise<InstanceRule> {
  const key = toId(id);
  const rule = key ? await em.findOne(InstanceRule, key) : null;
  if (!rule) throw new NotFoundError('Not found');
  return rule;
}

export async function createInstanceRule(em: EntityManager, input: InstanceRuleInput): Promise<InstanceRule> {
  const rule = em.create(InstanceRule, {
    text: checkedText('text', input.text ?? '', true),
    hint: checkedText('hint', input.hint ?? '', false),
    priority: input.priority == null ? 0 : checkedPriority(input.priority),
  });
  await em.flush();
  publish(em, { type: 'instance_rules.changed' });
  return rule;
}

/** Changes the given fields. */
export async function updateInstanceRule(
  em: EntityManager,
  id: string,
  input: InstanceRuleInput,
): Promise<InstanceRule> {
  const rule = await findRule(em, id);
  Object.assign(rule, {
    text: input.text == null ? rule.text : checkedText('text', input.text, true),
    hint: input.hint == null ? rule.hint : checkedText('hint', input.hint, false),
    priority: input.priority == null ? rule.priority : checkedPriority(input.priority),
  });
  await em.flush();
  publish(em, { type: 'instance_rules.changed' });
  return rule;
}

/** Deletes a rule; its id. */
export async function deleteInstanceRule(em: EntityManager, id: string): Promise<number> {
  const rule = await findRule(em, id);
  await em.nativeDelete(InstanceRule, rule.id);
  publish(em, { type: 'instance_rules.changed' });
  return rule.id;
}
