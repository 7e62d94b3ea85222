import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVITY_LIBRARY } from '../activities/content/activity-library';
import { PARENT_TIPS } from './parent-tips';
import { CONTENT_SOURCES } from './sources';

/** Rows of the table in docs/content-sources.md: id -> address. */
function documentedSources(markdown: string): Map<string, string> {
  const rows = markdown.split('\n').filter((line) => /^\|\s*`\w+`\s*\|/.test(line));
  return new Map(
    rows.map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return [cells[1].replace(/`/g, ''), cells[3]];
    }),
  );
}

const DOC = readFileSync(join(__dirname, '../../../docs/content-sources.md'), 'utf8');

describe('content sources', () => {
  const documented = documentedSources(DOC);
  const cited = [...ACTIVITY_LIBRARY.map((a) => ({ item: a.slug, ...a })), ...PARENT_TIPS.map((t) => ({ item: t.key, ...t }))];

  it('lists every cited source id in docs/content-sources.md, with the address the items give', () => {
    for (const { item, sourceId, sourceUrl } of cited) {
      expect([item, sourceId, documented.get(sourceId)]).toEqual([item, sourceId, sourceUrl]);
    }
  });

  it('lists every source of the library, and only those', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(CONTENT_SOURCES).sort());
    for (const [id, { url }] of Object.entries(CONTENT_SOURCES)) expect([id, url]).toEqual([id, documented.get(id)]);
  });

  it('fails on an id the document does not list', () => {
    const planted = documentedSources(DOC.replace(/^\|\s*`casel`.*$/m, ''));
    expect(cited.filter((c) => planted.get(c.sourceId) !== c.sourceUrl).length).toBeGreaterThan(0);
  });

  it('says of every item whether it is adapted from its source or reviewed against it', () => {
    for (const { item, sourceKind } of cited) expect([item, sourceKind]).toEqual([item, expect.stringMatching(/^(adapted|reviewed)$/)]);
  });

  it('labels no Flourishly idea as a CDC publication', () => {
    // CDC's pages publish general guidance; our activities built on it are "reviewed against" it.
    const ours = ACTIVITY_LIBRARY.filter((a) => /^(Chess Openings|Kitchen Chemistry|Podcast Episode)$/.test(a.title));
    expect(ours.length).toBeGreaterThanOrEqual(1);
    for (const activity of ours) expect([activity.title, activity.sourceKind]).toEqual([activity.title, 'reviewed']);
    for (const activity of ACTIVITY_LIBRARY.filter((a) => a.sourceKind === 'adapted')) {
      expect([activity.slug, activity.sourceId.startsWith('cdc') && activity.minAge >= 2]).toEqual([activity.slug, false]);
    }
  });

  it('cites CPSC / AAP injury prevention, not safe sleep, for the ribbon note', () => {
    const ribbon = ACTIVITY_LIBRARY.filter((a) => /ribbons?/i.test(a.description));
    expect(ribbon.length).toBeGreaterThanOrEqual(1);
    for (const activity of ribbon) expect([activity.slug, activity.sourceId]).toEqual([activity.slug, 'aapInjuryPrevention']);
  });
});
