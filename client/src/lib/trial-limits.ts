import { TRIAL_AI_LIMIT, TRIAL_DAYS, TRIAL_LIMITS } from '@shared/constants';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the free trial allows, in words, from the shared constants (the register and purchase pages). */
export function trialLimitsText(): string {
  return (
    `The ${TRIAL_DAYS}-day trial includes up to ${count(TRIAL_LIMITS.mindmaps, 'mind map', 'mind maps')}, ` +
    `${count(TRIAL_LIMITS.todoLists, 'to-do list', 'to-do lists')}, ` +
    `${count(TRIAL_LIMITS.boards, 'Kanban board', 'Kanban boards')} and ` +
    `${count(TRIAL_AI_LIMIT, 'AI automation', 'AI automations')}.`
  );
}
