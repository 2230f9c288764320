import type { PincodePlace } from './pincode-directory';

/**
 * Where cash on delivery is offered when no courier is configured to say so: wherever the bundled
 * directory knows the PIN, except the islands and the far north (Andaman & Nicobar, Lakshadweep, and
 * Jammu & Kashmir with Ladakh, whose PINs the directory files under it), where couriers seldom collect
 * cash and parcels take long enough that unpaid orders are often refused.
 */
export const NO_COD_STATES: ReadonlySet<string> = new Set(['Andaman & Nicobar Islands', 'Lakshadweep', 'Jammu & Kashmir', 'Ladakh']);

export function offlineCodAvailable(place: PincodePlace): boolean {
  return !NO_COD_STATES.has(place.state);
}
