import { lkAdmin, type LocationNames } from '@nvp/events';
import type { Random } from './random';

/**
 * Places come only from the reference data (@nvp/events `lkAdmin`), never typed by hand. The reference data has
 * no population figures, so a place is drawn uniformly over all GN divisions: a district (and a DS division) is
 * then chosen in proportion to its number of GN divisions, a fair stand-in for population (GN divisions are drawn
 * to hold a few thousand people each).
 */
let all: LocationNames[] | undefined;

export const allGnLocations = (): LocationNames[] =>
  (all ??= lkAdmin.districts().flatMap((district) =>
    lkAdmin.divisionalSecretariats(district.name).flatMap((ds) =>
      lkAdmin.gnDivisions(ds.name, district.name).map((gn) => ({ district: district.name, divisionalSecretariat: ds.name, gnDivision: gn.name })),
    ),
  ));

export const pickLocation = (rng: Random): LocationNames => rng.pick(allGnLocations());

/** A place in a given district (a VIO's opportunities are mostly near it). */
export const pickLocationIn = (rng: Random, district: string): LocationNames => {
  const ds = rng.pick(lkAdmin.divisionalSecretariats(district));
  const gn = rng.pick(lkAdmin.gnDivisions(ds.name, district));
  return { district, divisionalSecretariat: ds.name, gnDivision: gn.name };
};
