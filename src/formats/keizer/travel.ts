/**
 * KZ-16 team travel: the season's report of what each driver is reimbursed for taking the team
 * to away matches (kilometres × the configured rate, exact).
 */
import { add, mul, parseRational, type Rational, ZERO } from '../../core/rational.js';
import { fractionOf } from './config.js';
import type { KeizerState } from './state.js';

export interface TravelLine {
  readonly driver: string;
  readonly trips: number;
  readonly km: Rational;
  readonly amount: Rational;
}

export interface TravelReport {
  readonly ratePerKm: Rational;
  readonly currency: string;
  /** By driver, most kilometres first. */
  readonly lines: readonly TravelLine[];
  readonly totalKm: Rational;
  readonly totalAmount: Rational;
  readonly matches: number;
  /**
   * Away matches driven with more than one car: the seed asks for one car where possible and has
   * the team leader agree more with the board beforehand.
   */
  readonly severalCars: number;
}

export function travelReport(state: KeizerState): TravelReport {
  const rate = fractionOf(state.config.travel.ratePerKm);
  const byDriver = new Map<string, { trips: number; km: Rational }>();
  for (const match of state.teamMatches) {
    // The seed reimburses the drive "to an away match" only (a home match is refused drivers).
    if (!match.away) continue;
    for (const d of match.drivers) {
      const km = parseRational(String(d.km)) ?? ZERO;
      const line = byDriver.get(d.name) ?? { trips: 0, km: ZERO };
      byDriver.set(d.name, { trips: line.trips + 1, km: add(line.km, km) });
    }
  }
  const lines = [...byDriver]
    .map(([driver, l]) => ({ driver, trips: l.trips, km: l.km, amount: mul(l.km, rate) }))
    .sort((a, b) => b.km.n * a.km.d - a.km.n * b.km.d || a.driver.localeCompare(b.driver));
  const totalKm = lines.reduce((t, l) => add(t, l.km), ZERO);
  return {
    ratePerKm: rate,
    currency: state.config.travel.currency,
    lines,
    totalKm,
    totalAmount: mul(totalKm, rate),
    matches: state.teamMatches.length,
    severalCars: state.teamMatches.filter((m) => m.away && m.drivers.length > 1).length,
  };
}
