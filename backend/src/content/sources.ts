import type { ContentSourceKind } from '@flourishly/contracts';

/**
 * Every public source the activity and tip library cites, by id. docs/content-sources.md lists
 * the same ids with their names and addresses (a test keeps the two in step). An item is either
 * adapted from a source whose page gives that guidance, or a Flourishly idea reviewed against the
 * general guidance of the source it names (ContentSourceKind).
 */
export const CONTENT_SOURCES = {
  cdcPositiveParenting: {
    name: 'CDC "Positive Parenting Tips"',
    url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
  },
  cdcInfants: {
    name: 'CDC "Positive Parenting Tips: Infants (0-1 years)"',
    url: 'https://www.cdc.gov/child-development/positive-parenting-tips/infants.html',
  },
  cdcToddlers1: {
    name: 'CDC "Positive Parenting Tips: Toddlers (1-2 years)"',
    url: 'https://www.cdc.gov/child-development/positive-parenting-tips/toddlers-1-2-years.html',
  },
  cdcToddlers2: {
    name: 'CDC "Positive Parenting Tips: Toddlers (2-3 years)"',
    url: 'https://www.cdc.gov/child-development/positive-parenting-tips/toddlers-2-3-years.html',
  },
  cdcPreschoolers: {
    name: 'CDC "Positive Parenting Tips: Preschoolers (3-5 years)"',
    url: 'https://www.cdc.gov/child-development/positive-parenting-tips/preschoolers-3-5-years.html',
  },
  cdcMiddle6: {
    name: 'CDC "Positive Parenting Tips: Middle Childhood (6-8 years)"',
    url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-6-8-years.html',
  },
  cdcMiddle9: {
    name: 'CDC "Positive Parenting Tips: Middle Childhood (9-11 years)"',
    url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-9-11-years.html',
  },
  cdcMilestones: {
    name: 'CDC "Learn the Signs. Act Early." milestones',
    url: 'https://www.cdc.gov/act-early/milestones/index.html',
  },
  casel: {
    name: "CASEL's five social and emotional learning competencies",
    url: 'https://casel.org/fundamentals-of-sel/',
  },
  aapHealthyChildren: {
    name: 'American Academy of Pediatrics, HealthyChildren.org',
    url: 'https://www.healthychildren.org/English/ages-stages/Pages/default.aspx',
  },
  aapSafeSleep: {
    name: 'AAP "Safe Sleep" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/ages-stages/baby/sleep/Pages/a-parents-guide-to-safe-sleep.aspx',
  },
  aapInjuryPrevention: {
    name: 'AAP injury prevention, "Safety for Your Child: Birth to 6 Months" (HealthyChildren.org); CPSC crib and cord safety',
    url: 'https://www.healthychildren.org/English/safety-prevention/all-around/Pages/Safety-for-Your-Child-Birth-to-6-Months.aspx',
  },
  toySafety: {
    name: 'CPSC small parts rule (16 CFR 1501); ASTM F963 toy safety standard (cords at most 30 cm on toys for under-18-months)',
    url: 'https://www.cpsc.gov/Business--Manufacturing/Business-Education/Business-Guidance/Small-Parts-for-Toys-and-Childrens-Products',
  },
  cpscBalloons: {
    name: 'CPSC "Balloons" (latex balloons: choking and suffocation hazard for children under 8)',
    url: 'https://www.cpsc.gov/Safety-Education/Safety-Guides/Toys/Balloons',
  },
  aapChoking: {
    name: 'AAP "Choking Prevention" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/health-issues/injuries-emergencies/Pages/Choking-Prevention.aspx',
  },
  aapStartingSolids: {
    name: 'AAP "Starting Solid Foods" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/ages-stages/baby/feeding-nutrition/Pages/Starting-Solid-Foods.aspx',
  },
  aapWaterSafety: {
    name: 'AAP "Water Safety: Tips for Parents of Young Children" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Water-Safety-And-Young-Children.aspx',
  },
  aapBikeSafety: {
    name: 'AAP "Bicycle Safety: Myths and Facts" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Bicycle-Safety-Myths-And-Facts.aspx',
  },
  aapSunSafety: {
    name: 'AAP "Sun Safety" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Sun-Safety.aspx',
  },
  aapMedia: {
    name: 'AAP policy statement "Media and Young Minds" (2016)',
    url: 'https://publications.aap.org/pediatrics/article/138/5/e20162591/60503/Media-and-Young-Minds',
  },
  whoActivity: {
    name: 'WHO guidelines on physical activity, sedentary behaviour and sleep (2019 for under-5s; 2020)',
    url: 'https://www.who.int/publications/i/item/9789240015128',
  },
  hhsActivity: {
    name: 'U.S. Physical Activity Guidelines for Americans, 2nd edition',
    url: 'https://health.gov/our-work/nutrition-physical-activity/physical-activity-guidelines/current-guidelines',
  },
  zeroToThree: {
    name: 'ZERO TO THREE',
    url: 'https://www.zerotothree.org/resources/',
  },
  reachOutAndRead: {
    name: 'AAP Reach Out and Read',
    url: 'https://reachoutandread.org/why-we-matter/',
  },
  gradeLevel: {
    name: 'Grade-level expectations (Common Core State Standards)',
    url: 'https://www.thecorestandards.org/read-the-standards/',
  },
  aasmSleep: {
    name: 'American Academy of Sleep Medicine (Paruthi et al., 2016, J Clin Sleep Med 12(6):785-786)',
    url: 'https://jcsm.aasm.org/doi/10.5664/jcsm.5866',
  },
} as const;

export type SourceId = keyof typeof CONTENT_SOURCES;

/**
 * How an item cites its source: an id the item is reviewed against (a Flourishly idea), or
 * `{ adapted: id }` when that page itself gives the item's guidance.
 */
export type CitedSource = SourceId | { adapted: SourceId };

/** An item's source fields as the API gives them (docs/content-sources.md). */
export interface Citation {
  sourceId: SourceId;
  sourceName: string;
  sourceUrl: string;
  sourceKind: ContentSourceKind;
}

/** The source fields of an item citing `cited`. */
export function citationOf(cited: CitedSource): Citation {
  const adapted = typeof cited === 'object';
  const sourceId = adapted ? cited.adapted : cited;
  return { sourceId, sourceName: CONTENT_SOURCES[sourceId].name, sourceUrl: CONTENT_SOURCES[sourceId].url, sourceKind: adapted ? 'adapted' : 'reviewed' };
}

/** Months of developmental age, inclusive: [min, max]. */
export type MonthRange = readonly [number, number];

/** An item's ages: months of developmental age (inclusive) and the whole years they fall in. */
export interface AgeBand {
  minAge: number;
  maxAge: number;
  minAgeMonths: number;
  maxAgeMonths: number;
}

/**
 * An item's age band: its own months when given (infant items, at most 6 months wide), else every
 * month of its group's whole years `minAge`-`maxAge`; the years are derived from the months.
 */
export function ageBandOf(minAge: number, maxAge: number, months?: MonthRange): AgeBand {
  const [minAgeMonths, maxAgeMonths] = months ?? [minAge * 12, maxAge * 12 + 11];
  return { minAge: Math.floor(minAgeMonths / 12), maxAge: Math.floor(maxAgeMonths / 12), minAgeMonths, maxAgeMonths };
}
