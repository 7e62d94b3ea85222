import type { DomainType } from '@flourishly/contracts';

/** Version of the seeded milestone and tip library; bump it when the content changes. */
export const CONTENT_VERSION = '2026.11.3';

/** One checklist of the library: an age in months and its items grouped by our five domains. */
export interface ChecklistContent {
  /** Stable key, e.g. 'cdc-24m' or 'school-8y'; items are keyed `${key}-${domain}-${n}`. */
  key: string;
  ageMonths: number;
  title: string;
  /** Attribution shown with the checklist. */
  source: string;
  /** Shown under the checklist (the CDC's disclaimer, or our own note). */
  disclaimer: string;
  items: Partial<Record<DomainType, MilestoneItemContent[]>>;
}

export interface MilestoneItemContent {
  text: string;
  /** Where the item comes from (CDC checklist section, or the framework it is built on). */
  source: string;
}

/** An item of the library with its stable key, as the seeder stores it. */
export interface FlatMilestoneItem extends MilestoneItemContent {
  key: string;
  checklistKey: string;
  domain: DomainType;
  position: number;
}

/** Every item of a checklist, in domain order, with stable keys. */
export function flattenChecklist(checklist: ChecklistContent, domains: readonly DomainType[]): FlatMilestoneItem[] {
  const flat: FlatMilestoneItem[] = [];
  for (const domain of domains) {
    (checklist.items[domain] ?? []).forEach((item, index) => {
      flat.push({
        ...item,
        key: `${checklist.key}-${domain}-${index + 1}`,
        checklistKey: checklist.key,
        domain,
        position: flat.length + 1,
      });
    });
  }
  return flat;
}
