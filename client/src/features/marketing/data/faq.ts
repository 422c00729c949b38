import { DEFAULT_AI_LIMIT, PLAN_NAME, PLAN_PRICE_LABEL, TRIAL_DAYS } from '@shared/constants';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The seven questions of the home page FAQ, in the order of the product contract. */
export const FAQ: FaqEntry[] = [
  {
    id: 'what',
    question: 'What is Mindlane?',
    answer:
      'Mindlane is one workspace for three ways of thinking: mind maps to explore an idea, to-do lists to break it into steps, and Kanban boards to move the work to Done. A to-do list can belong to a map node, so the plan never drifts away from the idea that started it.',
  },
  {
    id: 'ai',
    question: 'How does the AI help?',
    answer: `Give a title and a sentence about what you want, and the AI drafts a complete mind map, to-do list or board for you to edit. It can also turn the nodes of a map into to-dos or cards in one step. The ${PLAN_NAME} includes ${DEFAULT_AI_LIMIT} AI automations per month.`,
  },
  {
    id: 'team',
    question: 'Can my team work on the same map or board?',
    answer:
      'Yes. Everyone you invite edits the same map, list or board at the same time and sees the others’ cursors and changes as they happen. If someone loses their connection, they keep working and their changes sync when they are back online.',
  },
  {
    id: 'security',
    question: 'How is my data kept secure?',
    answer:
      'Everything travels over encrypted connections and is stored in the cloud, not on a single device. Passwords are hashed with Argon2id, sessions live in secure HTTP-only cookies, and every map, list and board is visible only to the members of its workspace.',
  },
  {
    id: 'mobile',
    question: 'Can I use Mindlane on my phone or tablet?',
    answer:
      'Yes. Mindlane runs in any modern browser and adapts to small screens, so you can check off a to-do or move a card from your phone. There is nothing to install.',
  },
  {
    id: 'support',
    question: 'What support do you offer?',
    answer:
      'Every subscription includes email support from the people who build Mindlane and guided onboarding with short training sessions on mapping, planning and running a board. We usually reply within one business day.',
  },
  {
    id: 'start',
    question: 'How do I get started?',
    answer: `Start a free ${TRIAL_DAYS}-day trial with just an email and a password, no card needed. When you are ready, the ${PLAN_NAME} is ${PLAN_PRICE_LABEL} per month and you can cancel at any time.`,
  },
];
