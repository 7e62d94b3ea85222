import type { Seeder } from '@mikro-orm/seeder';
import { ActivityLibrarySeeder } from '../activities/activity-library.seeder';
import { GameCatalogSeeder } from '../games/game-catalog.seeder';
import { MilestoneLibrarySeeder } from '../assessments/milestone-library.seeder';
import { ParentTipLibrarySeeder } from '../tips/parent-tip-library.seeder';

/**
 * Every content seeder, in the order they run. A module with seeded content adds its seeder
 * class here (e.g. ActivityLibrarySeeder from activities/; contentTableSeeder makes one for a single table).
 */
export const CONTENT_SEEDERS: (new () => Seeder)[] = [
  ActivityLibrarySeeder,
  MilestoneLibrarySeeder,
  ParentTipLibrarySeeder,
  GameCatalogSeeder,
];
