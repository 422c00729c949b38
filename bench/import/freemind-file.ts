/** How many children each node has (the last parent fewer), as in a broad team map. */
const FANOUT = 6;

const WORDS = (
  'launch plan budget review hiring roadmap risk customer research design sprint pricing partner ' +
  'support metrics onboarding release audit campaign R&D training backlog vendor security goals ' +
  'retention workshop pilot <beta> feedback'
).split(' ');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small seeded generator, so each size's file is the same in every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A FreeMind .mm file of `nodes` nodes (the root included): a tree of FANOUT children a node, breadth
 * first; labels of 2 to 5 words (some with characters XML escapes), an HTML note on every 10th node, a
 * link on every 20th, every 7th node with children FOLDED, and the root's children alternately on the
 * right and the left.
 */
export function freemindFile(nodes: number): string {
  const next = random(nodes);
  const label = (index: number) => {
    const count = 2 + Math.floor(next() * 4);
    const words = Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]!);
    return `${words.join(' ')} ${index}`;
  };
  const out: string[] = ['<map version="1.0.1">\n'];
  const write = (index: number, depth: number) => {
    const first = index * FANOUT + 1;
    const hasChildren = first < nodes;
    const attributes = [`TEXT="${escape(label(index))}"`, `ID="ID_${index}"`];
    if (index > 0 && index % 20 === 0)
      attributes.push(`LINK="https://example.com/notes/${index}?a=1&amp;b=2"`);
    if (hasChildren && index > 0 && index % 7 === 0) attributes.push('FOLDED="true"');
    if (depth === 1) attributes.push(`POSITION="${index % 2 === 1 ? 'right' : 'left'}"`);
    const pad = ' '.repeat(depth);
    out.push(`${pad}<node ${attributes.join(' ')}>\n`);
    if (index > 0 && index % 10 === 0) {
      out.push(
        `${pad} <richcontent TYPE="NOTE"><html><head></head><body><p>Note on ${escape(label(index))}.</p>` +
          `<p>Owner: team ${index % 9}; see the weekly review.</p></body></html></richcontent>\n`,
      );
    }
    for (let child = first; child < Math.min(first + FANOUT, nodes); child += 1) write(child, depth + 1);
    out.push(`${pad}</node>\n`);
  };
  write(0, 0);
  out.push('</map>\n');
  return out.join('');
}
