import { contentKeys } from './outline';

/**
 * The small built-in vocabulary the local generator expands a node with when its own text lists nothing
 * more: generic but useful sub-topics of common planning subjects, found by a word of the node's label
 * (singular, lower case), then sub-topics that fit any action or any topic.
 */
const SUBJECTS: ReadonlyArray<readonly [words: string, facets: readonly string[]]> = [
  [
    'budget cost money finance funding price expense spending payment invoice',
    ['Estimate costs', 'Track spending', 'Get quotes', 'Set a contingency'],
  ],
  [
    'venue location place site room space hall',
    ['Shortlist options', 'Check availability', 'Visit and compare', 'Book and confirm'],
  ],
  [
    'catering caterer food menu meal lunch dinner breakfast drink snack',
    ['Dietary needs', 'Choose a menu', 'Get quotes', 'Confirm numbers'],
  ],
  [
    'travel transport flight train trip journey commute taxi',
    ['Book transport', 'Accommodation', 'Itinerary', 'Travel costs'],
  ],
  [
    'marketing promotion campaign announcement press launch social',
    ['Audience', 'Key message', 'Channels', 'Timing'],
  ],
  [
    'team people staff volunteer hire hiring recruit guest attendee speaker',
    ['Roles', 'Who to invite', 'Schedule', 'Brief everyone'],
  ],
  [
    'schedule timeline date deadline calendar agenda milestone',
    ['Key dates', 'Milestones', 'Dependencies', 'Buffer time'],
  ],
  ['website app design feature software product page', ['Requirements', 'Design', 'Build', 'Test']],
  ['research study analysis survey data', ['Questions to answer', 'Sources', 'Findings', 'Conclusions']],
  [
    'event party wedding offsite conference meeting fair workshop',
    ['Agenda', 'Guest list', 'Invitations', 'Follow-up'],
  ],
  [
    'garden plant seed bed soil vegetable tomato flower',
    ['Soil and compost', 'Watering', 'Sunlight', 'Pests'],
  ],
  ['release note documentation doc writing article post', ['Audience', 'Draft', 'Review', 'Publish']],
  [
    'email invitation letter message newsletter mail',
    ['Recipients', 'Draft the message', 'Send', 'Follow up'],
  ],
  ['risk issue problem bug', ['Impact', 'Likelihood', 'Mitigation', 'Owner']],
];

const FOR_ACTIONS = ['What is needed', 'Who does it', 'Deadline', 'Definition of done'];
const FOR_TOPICS = ['Goals', 'Options', 'Risks', 'Next steps', 'Open questions'];

const BY_WORD = new Map(
  SUBJECTS.flatMap(([subjectWords, facets]) =>
    subjectWords.split(' ').map((word) => [word, facets] as const),
  ),
);

/** Sub-topics for a node: those of the first subject its label (else its description) names, then generic. */
export function facetsFor(label: string, description: string, isAction: boolean): string[] {
  const subject = [...contentKeys(label), ...contentKeys(description)].find((key) => BY_WORD.has(key));
  return [...(subject ? BY_WORD.get(subject)! : []), ...(isAction ? FOR_ACTIONS : FOR_TOPICS)];
}
