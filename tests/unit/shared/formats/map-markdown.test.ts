import { describe, expect, it } from 'vitest';
import { mapToMarkdown, markdownLines } from '@shared/formats/map-markdown';
import { mapNode, mapView } from '../../client/features/mind-maps/map-fixtures';

describe('mapToMarkdown', () => {
  it('writes the title as a heading and the tree as a nested list, depth first in the view order', () => {
    const view = mapView([
      mapNode('root', null, { label: 'Plan' }),
      mapNode('a', 'root', { label: 'Research' }),
      mapNode('b', 'root', { label: 'Build' }),
      mapNode('a1', 'a', { label: 'Interviews' }),
      mapNode('b1', 'b', { label: 'Backend' }),
      mapNode('a2', 'a', { label: 'Survey' }),
      mapNode('b1x', 'b1', { label: 'Schema' }),
    ]);
    expect(mapToMarkdown(view)).toBe(
      [
        '# Plan',
        '',
        '- Research',
        '  - Interviews',
        '  - Survey',
        '- Build',
        '  - Backend',
        '    - Schema',
        '',
      ].join('\n'),
    );
  });

  it('lists the root first, with everything under it, when its label differs from the title', () => {
    const view = mapView(
      [
        mapNode('root', null, { label: 'Central idea' }),
        mapNode('a', 'root', { label: 'Branch' }),
        mapNode('a1', 'a', { label: 'Leaf' }),
      ],
      { title: 'Quarterly plan' },
    );
    expect(mapToMarkdown(view)).toBe('# Quarterly plan\n\n- Central idea\n  - Branch\n    - Leaf\n');
  });

  it('compares the root label with the title after trimming both', () => {
    const view = mapView(
      [mapNode('root', null, { label: '  Plan ' }), mapNode('a', 'root', { label: 'A' })],
      {
        title: ' Plan',
      },
    );
    expect(mapToMarkdown(view)).toBe('# Plan\n\n- A\n');
  });

  it('uses the root label as the title when the map has none, and "Untitled Map" when neither has one', () => {
    const labelled = mapView(
      [mapNode('root', null, { label: 'Garden' }), mapNode('a', 'root', { label: 'Seeds' })],
      {
        title: '  ',
      },
    );
    expect(mapToMarkdown(labelled)).toBe('# Garden\n\n- Seeds\n');
    const bare = mapView([mapNode('root', null, { label: ' ' }), mapNode('a', 'root', { label: 'Seeds' })], {
      title: '',
    });
    expect(mapToMarkdown(bare)).toBe('# Untitled Map\n\n- Seeds\n');
  });

  it('puts the map description as a paragraph under the heading', () => {
    const view = mapView([mapNode('root', null, { label: 'Plan' }), mapNode('a', 'root', { label: 'A' })], {
      description: '  What we do next year.  ',
    });
    expect(mapToMarkdown(view)).toBe('# Plan\n\nWhat we do next year.\n\n- A\n');
  });

  it('writes node notes as indented lines under the node, dropping blank lines', () => {
    const view = mapView([
      mapNode('root', null, { label: 'Plan' }),
      mapNode('a', 'root', { label: 'Research', description: 'Talk to users\n\n  Read the reports  \n' }),
      mapNode('a1', 'a', { label: 'Survey', description: 'Ten questions' }),
    ]);
    expect(mapToMarkdown(view)).toBe(
      [
        '# Plan',
        '',
        '- Research',
        '  Talk to users',
        '  Read the reports',
        '  - Survey',
        '    Ten questions',
        '',
      ].join('\n'),
    );
  });

  it('names unlabelled nodes "Untitled"', () => {
    const view = mapView([mapNode('root', null, { label: 'Plan' }), mapNode('a', 'root', { label: '   ' })]);
    expect(mapToMarkdown(view)).toBe('# Plan\n\n- Untitled\n');
  });

  it('escapes Markdown syntax in titles, labels and notes so the text reads as typed', () => {
    const view = mapView(
      [
        mapNode('root', null, { label: 'x' }),
        mapNode('a', 'root', { label: '*bold* _it_ `code` [link] <b> a|b #tag \\' }),
      ],
      { title: '# Plan *now*', description: 'a_b' },
    );
    expect(mapToMarkdown(view)).toBe(
      [
        '# \\# Plan \\*now\\*',
        '',
        'a\\_b',
        '',
        '- x',
        '  - \\*bold\\* \\_it\\_ \\`code\\` \\[link\\] \\<b\\> a\\|b \\#tag \\\\',
        '',
      ].join('\n'),
    );
  });

  it('gives just the heading for a map with only its root', () => {
    expect(mapToMarkdown(mapView([mapNode('root', null, { label: 'Plan' })])).trimEnd()).toBe('# Plan');
  });

  it('gives just the heading for a map without a root', () => {
    expect(mapToMarkdown(mapView([], { title: 'Empty' })).trimEnd()).toBe('# Empty');
  });
});

describe('markdownLines', () => {
  it('writes a linked node as [label](url) and keeps note lines from reading as list items', () => {
    const root = {
      label: 'Plan',
      note: '',
      link: null,
      children: [
        {
          label: 'Docs [v2]',
          note: '- not a child\n1. nor this',
          link: 'https://example.com/a b(c)',
          children: [],
        },
      ],
    };
    expect([...markdownLines({ title: 'Plan', root })].join('')).toBe(
      '# Plan\n\n- [Docs \\[v2\\]](https://example.com/a%20b%28c%29)\n  \\- not a child\n  1\\. nor this\n',
    );
  });
});

describe('mapToMarkdown with node links', () => {
  it('writes a node with a link as a Markdown link', () => {
    const view = mapView([
      mapNode('root', null, { label: 'Plan' }),
      mapNode('a', 'root', { label: 'Docs', link: 'https://example.com/docs' }),
    ]);
    expect(mapToMarkdown(view)).toBe('# Plan\n\n- [Docs](https://example.com/docs)\n');
  });
});
