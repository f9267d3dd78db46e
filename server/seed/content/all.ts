import type { SeedFormation } from './types';
import { formation as healthySoil } from './formations/healthy-soil-sustainable-farming';
import { formation as conservationAgriculture } from './formations/conservation-agriculture-direct-seeding';
import { formation as organicCompost } from './formations/organic-compost-soil-fertility';
import { formation as organicVegetables } from './formations/organic-vegetables-pest-control-certification';
import { formation as beekeepingFirstHive } from './formations/beekeeping-first-hive';
import { formation as beeHealth } from './formations/bee-health-varroa-honey-harvest';
import { formation as dripIrrigation } from './formations/drip-irrigation-design-maintenance';
import { formation as irrigationScheduling } from './formations/irrigation-scheduling-soil-moisture';
import { formation as farmCosts } from './formations/farm-costs-margins-basics';
import { formation as farmBusinessPlan } from './formations/farm-business-plan-financing';
import { formation as solarPumping } from './formations/solar-pumping-sizing-installation';
import { formation as agriculturalDrones } from './formations/agricultural-drones-spraying-mapping';

/**
 * Demo catalogue in display order: topics in the order of TOPICS, and within a topic the
 * entry-level course first so a newcomer meets the free or beginner course before the deeper one.
 */
export const seedFormations: SeedFormation[] = [
  healthySoil,
  conservationAgriculture,
  organicCompost,
  organicVegetables,
  beekeepingFirstHive,
  beeHealth,
  dripIrrigation,
  irrigationScheduling,
  farmCosts,
  farmBusinessPlan,
  solarPumping,
  agriculturalDrones,
];
